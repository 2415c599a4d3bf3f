/** The languages page: the spec's empty message with adding open, and the default asked about first. */
import { SLOW, isDisabled, signedInAsAdmin } from '../../testing/frame-mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { listLanguageRows, makeDefaultLanguage } from '../../api/content-admin';
import { preloadBackOffice, renderApp } from '../../testing/render-app';

jest.mock('../../api/content-admin', () => ({
  listLanguageRows: jest.fn(),
  addLanguage: jest.fn(),
  updateLanguage: jest.fn(),
  deleteLanguage: jest.fn(),
  makeDefaultLanguage: jest.fn(),
}));

jest.setTimeout(30_000);

// Load the page's lazy chunk once, outside the tests' wait for the page to show: on a busy machine
// compiling it is what takes long, not the page.
beforeAll(() => preloadBackOffice('/languagesetting'), 60_000);

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

  it('asks before making a language the default, naming what it changes', async () => {
    const language = (id: string, langName: string, isDefault: boolean) => ({
      id,
      langName,
      langLocale: id,
      dateLocale: id,
      default: isDefault,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    jest.mocked(listLanguageRows).mockResolvedValue({
      items: [language('en', 'English', true), language('es', 'Español', false)],
      nextToken: null,
    });
    renderApp('/languagesetting');
    fireEvent.click(await screen.findByRole('radio', { name: /Español/ }, SLOW));
    fireEvent.click(screen.getByTestId('language-make-default'));
    expect(await screen.findByText(/Make Español the default language\? The public site/)).toBeTruthy();
    expect(makeDefaultLanguage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('language-make-default-confirm'));
    await waitFor(() => expect(makeDefaultLanguage).toHaveBeenCalledWith('es'));
    expect(await screen.findByText('Default language changed.')).toBeTruthy();
  });
});
