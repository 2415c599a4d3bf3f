/** The languages page with no language on the server: the spec's empty message, and adding open. */
import { SLOW, isDisabled, signedInAsAdmin } from '../../testing/frame-mocks';
import { screen } from '@testing-library/react';
import { listLanguageRows } from '../../api/content-admin';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/content-admin', () => ({
  listLanguageRows: jest.fn(),
  addLanguage: jest.fn(),
  updateLanguage: jest.fn(),
  deleteLanguage: jest.fn(),
  makeDefaultLanguage: jest.fn(),
}));

jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  signedInAsAdmin();
});

describe('languages page', () => {
  it("says 'No Languages available.' when the server has none, and lets the admin add one", async () => {
    jest.mocked(listLanguageRows).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/languagesetting');
    expect(await screen.findByText('No Languages available.', undefined, SLOW)).toBeTruthy();
    expect(listLanguageRows).toHaveBeenCalledWith(expect.objectContaining({ nextToken: null }));
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(isDisabled('record-add')).toBe(false);
  });
});
