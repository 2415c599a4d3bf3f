/** The settings page: a save checked as the server checks it (shared validateSettings) before it is sent. */
import { SLOW, signedInAsAdmin } from '../../testing/frame-mocks';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { someSettings as completeSettings } from '@wayfare/shared/src/testing/settings.fixture';
import { updateSettings } from '../../api/settings';
import type { Settings } from '../../api/types';
import { preloadBackOffice, renderApp } from '../../testing/render-app';

jest.setTimeout(30_000);

const stored = {
  ...completeSettings({ decimal: 2, bonus: 5 }),
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Settings;

beforeAll(() => preloadBackOffice('/settings'), 60_000);

beforeEach(() => {
  jest.clearAllMocks();
  signedInAsAdmin(stored);
});

describe('settings page', () => {
  it('refuses an amount finer than the currency under its field, and saves it once it fits', async () => {
    jest.mocked(updateSettings).mockResolvedValue({ ...stored, bonus: 2.5 });
    renderApp('/settings');
    const bonus = await screen.findByTestId('settings-bonus', undefined, SLOW);
    fireEvent.change(bonus, { target: { value: '2.505' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    const tooPrecise = 'This amount has more decimals than the currency uses. Remove the extra digits.';
    await screen.findByText(tooPrecise);
    const field = createWrapper(document.body).findFormField(':has([data-testid="settings-bonus"])')!;
    expect(field.findError()!.getElement().textContent).toBe(tooPrecise);
    expect(updateSettings).not.toHaveBeenCalled();

    fireEvent.change(bonus, { target: { value: '2.5' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith(expect.objectContaining({ bonus: 2.5 })));
  });
});
