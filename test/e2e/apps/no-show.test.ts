/**
 * The driver's no-show after arriving, with two phones (390×844) on the twin (docs/apps.md, "The
 * driver after accepting"; docs/trips.md): the operator waits 1 minute and charges a $3.00 fee. The
 * driver arrives; 'The rider did not come' stays disabled with the time it opens until the server's
 * wait is over, then asks first, naming the fee. The trip ends CANCELLED by the driver with the
 * reason rider_no_show, the rider's open trip screen says so without a reload, and the booking
 * records the fee charged. The minute is not waited out: the twin's clock and the driver's phone's
 * move forward together (`moveClocksForward`); the server's refusal before the wait is over is
 * `integration/trips/driver-after-accept`'s.
 */
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { describeInBrowser } from '../support/browser';
import {
  bookRide,
  moveClocksForward,
  putDriverOnline,
  signInTo,
  useTwoPhones,
  STEP_TIMEOUT,
  waitForStatus,
} from './support';

const NO_SHOW = { noShowWaitMinutes: 1, noShowFee: 3 };

describeInBrowser("the driver's no-show after arriving, rider and driver side by side", () => {
  const phones = useTwoPhones();
  let bookingId = '';

  it('is set up by the operator: a 1-minute wait and a $3.00 fee', async () => {
    const admin = await signInWithCode(phones.twin.outputs, phones.twin.outputs.demoAccounts.admin);
    const saved = await graphql(
      phones.twin.outputs,
      admin,
      `
        mutation Update($input: SettingsInput!) {
          updateSettings(input: $input) {
            noShowWaitMinutes
            noShowFee
          }
        }
      `,
      { input: { ...demoSettings, ...NO_SHOW } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateSettings: NO_SHOW });
  });

  it('books a cash ride that the driver accepts and reaches', async () => {
    const { rider, driver, driverPhone, twin } = phones;
    await driverPhone.clock.install();
    await putDriverOnline(driver, twin.outputs);
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await bookRide(rider, 'cash');
    bookingId = new URL(rider.url()).pathname.split('/').pop()!;
    await driver.getByTestId('offer').waitFor();
    await driver.getByTestId('accept').click();
    await driver.waitForURL(/\/drive\/trip\//);
    await driver.getByTestId('next-step').click();
    await waitForStatus(driver, 'ARRIVED');
    await waitForStatus(rider, 'ARRIVED');
  }, 120_000);

  it("keeps 'The rider did not come' disabled until the operator's wait is over, then asks with the fee", async () => {
    const { driver, driverPhone } = phones;
    const noShow = driver.getByTestId('no-show');
    expect(await noShow.isDisabled()).toBe(true);
    expect(await driver.getByTestId('no-show-wait').innerText()).toMatch(
      /^You can report that the rider did not come from .+\.$/,
    );
    await moveClocksForward(30_000, [driverPhone]);
    expect(await noShow.isDisabled()).toBe(true);
    await moveClocksForward(31_000, [driverPhone]);
    await driver.waitForSelector('[data-testid="no-show"]:not([disabled])', { timeout: STEP_TIMEOUT });
    expect(await driver.getByTestId('no-show-wait').count()).toBe(0);
    await noShow.click();
    const question = driver.getByRole('alertdialog');
    expect(await question.getByRole('heading').innerText()).toBe('Report that the rider did not come?');
    expect(await driver.getByTestId('no-show-fee').innerText()).toBe(
      'The rider is charged a no-show fee of $3.00 when the wallet covers it.',
    );
    expect(await driver.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("ends the trip as the server decides, shown live on the rider's phone, the reason recorded and the fee charged", async () => {
    const { rider, driver, twin } = phones;
    // The rider's trip screen stays open, marked so that a reload would show.
    await rider.evaluate(() => Object.assign(window, { notReloaded: true }));
    await driver.getByTestId('driver-cancel-confirm').click();
    await waitForStatus(driver, 'CANCELLED');
    await waitForStatus(rider, 'CANCELLED');
    expect(await rider.getByTestId('driver-cancelled').innerText()).toBe(
      'Your driver waited at the pickup and you did not come, so the trip was cancelled.',
    );
    expect(await rider.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await rider.getByTestId('rebook').waitFor();

    const riderTokens = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
    const read = await graphql<{ booking: Record<string, unknown> }>(
      twin.outputs,
      riderTokens,
      `
        query Booking($id: ID!) {
          booking(id: $id) {
            status
            reason
            cancelledBy
            noShowFee
          }
        }
      `,
      { id: bookingId },
    );
    expect(read.data?.booking).toEqual({
      status: 'CANCELLED',
      reason: 'rider_no_show',
      cancelledBy: 'driver',
      noShowFee: NO_SHOW.noShowFee,
    });
  });
});
