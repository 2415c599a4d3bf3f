/** The car types page with no car type on the server: the spec's empty message, and adding open. */
import { SLOW, isDisabled } from '../../testing/frame-mocks';
import { screen } from '@testing-library/react';
import { listCarTypes } from '../../api/catalogue';
import { getMe } from '../../api/me';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/catalogue', () => ({
  listCarTypes: jest.fn(),
  addCarType: jest.fn(),
  updateCarType: jest.fn(),
  deleteCarType: jest.fn(),
}));

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: 'a1', groups: ['admin'] });
  jest.mocked(getMe).mockResolvedValue(aUser('admin', { uid: 'a1' }));
  jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: true }));
});

describe('car types page', () => {
  it("says 'No cars available.' when the server has none, and lets the admin add the first", async () => {
    jest.mocked(listCarTypes).mockResolvedValue([]);
    renderApp('/cartypes');
    expect(await screen.findByText('No cars available.', undefined, SLOW)).toBeTruthy();
    expect(listCarTypes).toHaveBeenCalled();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(isDisabled('record-add')).toBe(false);
  });
});
