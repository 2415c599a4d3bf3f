/** A subscription delivers a mutation's result to a second client: the landing page follows settings live. */
import type { Browser } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode } from '../support/cognito-sign-in';
import { startTestTwin } from '../support/twin';
import { describeInBrowser, launchBrowser } from './support/browser';

// AppSync publishes to subscribers only what the mutation selected: select what the web app subscribes to.
const SELECTION = Object.keys(demoSettings)
  .map((field) => (field === 'shopPickup' ? 'shopPickup { lat lng add }' : field))
  .join(' ');
const UPDATE = `mutation Update($input: SettingsInput!) {
  updateSettings(input: $input) { ${SELECTION} updatedAt } }`;

describeInBrowser('live settings', () => {
  let twin: Twin;
  let browser: Browser;

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });

  it("shows an admin's new app name on an open landing page without a reload", async () => {
    const page = await browser.newPage();
    // The change is made once the page's subscription is acknowledged (AppSync's start_ack frame).
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"start_ack"')) resolve();
        }),
      ),
    );
    await page.goto(twin.outputs.webUrl);
    await page.getByRole('heading', { name: demoSettings.appName }).waitFor();
    await subscribed;

    const admin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin);
    const saved = await graphql(twin.outputs, admin, UPDATE, {
      input: { ...demoSettings, appName: 'Wayfare Night' },
    });
    expect(saved.errors).toBeUndefined();

    await page.getByRole('heading', { name: 'Wayfare Night' }).waitFor();
  });
});
