/** Sends a plain-text e-mail to one address. */
export interface EmailSender {
  sendEmail(message: { to: string; subject: string; text: string }): Promise<void>;
}
