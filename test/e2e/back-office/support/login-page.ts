/** The login page as a person uses it: type the contact, request a code, read it from the outbox, verify. */
import type { Page } from 'playwright-core';
import { waitForCode } from '../../support/outbox';

/** The demo settings preselect the United States, so a US mobile number is typed without its +1. */
const US_PREFIX = '+1';
export const typedContact = (contact: string): string =>
  contact.startsWith(US_PREFIX) ? contact.slice(US_PREFIX.length) : contact;

export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly urls: { webUrl: string; outboxUrl: string },
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.urls.webUrl}/login`);
    await this.page.getByTestId('login-contact').waitFor();
  }

  /** Asks for a code for the contact; returns when the code field shows. */
  async requestCode(contact: string): Promise<Date> {
    const requestedAt = new Date();
    await this.page.getByTestId('login-contact').fill(typedContact(contact));
    await this.page.getByTestId('login-request-code').click();
    await this.page.getByTestId('login-code').waitFor();
    return requestedAt;
  }

  async enterCode(code: string): Promise<void> {
    await this.page.getByTestId('login-code').fill(code);
    await this.page.getByTestId('login-verify').click();
  }

  /** The whole sign-in, with the code the contact received. */
  async signIn(contact: string): Promise<void> {
    await this.open();
    const requestedAt = await this.requestCode(contact);
    await this.enterCode(await waitForCode(this.urls.outboxUrl, contact, requestedAt));
    await this.page.getByTestId('login-contact').waitFor({ state: 'detached' });
  }

  /** The text of the 'Alert' dialog, which is then closed. */
  async closeAlert(): Promise<string> {
    const close = this.page.getByTestId('alert-close');
    await close.waitFor();
    const text = await this.page.getByRole('dialog').innerText();
    await close.click();
    return text;
  }
}

/** The back-office drawer's links, in order. */
export async function drawerRoutes(page: Page): Promise<string[]> {
  const drawer = page.getByTestId('drawer');
  await drawer.waitFor();
  const hrefs = await drawer
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return hrefs.filter((href): href is string => href !== null && href.startsWith('/') && href !== '/');
}
