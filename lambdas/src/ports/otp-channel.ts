/** How a sign-in code reaches the user: a text message or an e-mail. */
export type OtpChannel = 'sms' | 'email';
