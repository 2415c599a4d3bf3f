import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import {
  confirmContactChange,
  getMe,
  listLanguageChoices,
  requestContactCode,
  updateProfile,
} from '../../api/me';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { uploadImage } from '../../api/uploads';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { preloadBackOffice, renderApp } from '../../testing/render-app';
import { getLanguage, listLanguages } from '../../api/public-content';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { initI18n } from '../../i18n';
import { applyLanguage } from '../../i18n/apply-language';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';

jest.mock('../../api/auth', () => ({
  SOCIAL_PROVIDERS: [],
  signOut: jest.fn(),
}));
jest.mock('../../api/session', () => ({ currentSession: jest.fn() }));
jest.mock('../../api/me', () => ({
  getMe: jest.fn(),
  updateProfile: jest.fn(),
  requestContactCode: jest.fn(),
  confirmContactChange: jest.fn(),
  goOffline: jest.fn(),
  listLanguageChoices: jest.fn(),
}));
jest.mock('../../api/uploads', () => ({ IMAGE_TYPES: ['image/png'], uploadImage: jest.fn() }));
jest.mock('../../api/settings', () => ({ getSettings: jest.fn(), onSettingsUpdated: () => () => {} }));
// The public site's reads (settings, languages) find nothing here: these tests cover the back office.
jest.mock('../../api/public-content', () => ({
  listLanguages: jest.fn().mockResolvedValue([]),
  getLanguage: jest.fn(),
  getPublicSettings: jest.fn().mockResolvedValue(null),
}));

jest.setTimeout(30_000);

const rider = aUser('rider', {
  firstName: 'Rita',
  lastName: 'Rider',
  regType: 'mobile',
  email: 'rita@example.com',
});
const input = (field: string) => screen.getByTestId<HTMLInputElement>(`profile-${field}`);
const type = (field: string, value: string) => fireEvent.change(input(field), { target: { value } });

// jsdom has no object URLs; the preview only needs one to show.
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });

beforeAll(() => preloadBackOffice('/profile'), 60_000);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: rider.uid, groups: ['rider'] });
  jest.mocked(getMe).mockResolvedValue(rider);
  jest.mocked(getSettings).mockResolvedValue(someSettings());
  jest
    .mocked(listLanguageChoices)
    .mockResolvedValue([{ langName: 'English', langLocale: 'en', dateLocale: 'en-US' }]);
  jest.mocked(updateProfile).mockImplementation(async (profile) => ({ ...rider, ...profile }));
});

describe('profile page', () => {
  it('edits the names and says the profile was updated', async () => {
    renderApp('/profile');
    await screen.findByTestId('profile-firstName');
    expect(input('firstName').value).toBe('Rita');
    expect(screen.getByTestId('me-usertype').textContent).toBe('Rider');
    type('firstName', 'Riley');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Profile updated.')).toBeTruthy();
    expect(updateProfile).toHaveBeenCalledWith({
      firstName: 'Riley',
      lastName: 'Rider',
      email: 'rita@example.com',
      mobile: '+15550001111',
      lang: null,
    });
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it.each([
    ['mobile', { email: false, mobile: true }],
    ['email', { email: true, mobile: false }],
    ['admin', { email: true, mobile: true }],
    ['social', { email: false, mobile: false }],
  ])(
    'locks the sign-in contact of a %s registration; the other changes only by its code',
    async (regType, locked) => {
      jest.mocked(getMe).mockResolvedValue({ ...rider, regType });
      renderApp('/profile');
      await screen.findByTestId('profile-email');
      expect(input('email').disabled).toBe(true);
      expect(input('mobile').disabled).toBe(true);
      expect(screen.queryByTestId('contact-email-change') === null).toBe(locked.email);
      expect(screen.queryByTestId('contact-mobile-change') === null).toBe(locked.mobile);
    },
  );

  it('keeps the contacts left to right in Arabic, the names in the page direction', async () => {
    localStorage.setItem('wayfare.language', JSON.stringify({ langLocale: 'ar', keyValuePairs: ar }));
    initI18n();
    try {
      renderApp('/profile');
      await screen.findByTestId('profile-mobile');
      expect(document.documentElement.dir).toBe('rtl');
      expect(input('mobile').dir).toBe('ltr');
      expect(input('email').dir).toBe('ltr');
      expect(input('firstName').dir).toBe('');
    } finally {
      localStorage.clear();
      applyLanguage({ langLocale: 'en', keyValuePairs: {} });
    }
  });

  it('shows the page in a newly saved profile language at once, without a reload', async () => {
    const arabic = { id: 'ar', langName: 'العربية', langLocale: 'ar', dateLocale: 'ar-EG', default: false };
    const english = { id: 'en', langName: 'English', langLocale: 'en', dateLocale: 'en-US', default: true };
    jest.mocked(listLanguages).mockResolvedValue([english, arabic]);
    jest
      .mocked(getLanguage)
      .mockImplementation(async (_config, id) =>
        id === 'ar' ? { ...arabic, keyValuePairs: ar } : { ...english, keyValuePairs: {} },
      );
    jest.mocked(listLanguageChoices).mockResolvedValue([
      { langName: 'English', langLocale: 'en', dateLocale: 'en-US' },
      { langName: 'العربية', langLocale: 'ar', dateLocale: 'ar-EG' },
    ]);
    try {
      renderApp('/profile');
      await screen.findByTestId('profile-firstName');
      await waitFor(() => expect(listLanguages).toHaveBeenCalled());
      const select = createWrapper(document.body).findSelect('[data-testid="profile-language"]')!;
      act(() => select.openDropdown());
      await waitFor(() => expect(select.findDropdown().findOptions()).toHaveLength(2));
      act(() => select.selectOptionByValue('ar'));
      fireEvent.click(screen.getByTestId('profile-save'));
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      expect(document.documentElement.lang).toBe('ar');
    } finally {
      jest.mocked(listLanguages).mockResolvedValue([]);
      localStorage.clear();
      applyLanguage({ langLocale: 'en', keyValuePairs: {} });
    }
  });

  it('checks the fields before saving', async () => {
    renderApp('/profile');
    await screen.findByTestId('profile-firstName');
    type('firstName', ' ');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('uploads a new photo with a progress bar, then saves its key', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: (key: string) => void = () => {};
    jest.mocked(uploadImage).mockImplementation((_file, onProgress) => {
      report = onProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    renderApp('/profile');
    await screen.findByTestId('profile-firstName');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const picker = screen.getByTestId('profile-photo-picker').querySelector('input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [photo] } });
    expect(screen.getByTestId<HTMLImageElement>('profile-photo-picker-preview').src).toBe('blob:preview');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(uploadImage).toHaveBeenCalledWith({ kind: 'PROFILE_IMAGE', file: photo }, expect.any(Function)),
    );
    await waitFor(() => report(0.4));
    expect((await screen.findByTestId('profile-upload-progress')).textContent).toContain('40');
    finish('profile/rider-1/photo.png');
    expect(await screen.findByText('Profile updated.')).toBeTruthy();
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ profileImageKey: 'profile/rider-1/photo.png' }),
    );
  });

  it("shows the server's message when the save is refused", async () => {
    jest.mocked(updateProfile).mockRejectedValue(new ApiError('VALIDATION', 'field_locked'));
    renderApp('/profile');
    await screen.findByTestId('profile-firstName');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('This field cannot be changed.')).toBeTruthy();
  });

  it('saves a new e-mail only once the code sent to it comes back', async () => {
    jest.mocked(requestContactCode).mockResolvedValue({ destination: 'r***@example.org' });
    jest.mocked(confirmContactChange).mockRejectedValueOnce(new ApiError('VALIDATION', 'contact_code_wrong'));
    renderApp('/profile');
    fireEvent.click(await screen.findByTestId('contact-email-change'));
    const value = screen.getByTestId<HTMLInputElement>('contact-email-value');
    fireEvent.change(value, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('contact-email-send'));
    expect(await screen.findByText('Please enter a proper e-mail address.')).toBeTruthy();
    expect(requestContactCode).not.toHaveBeenCalled();

    fireEvent.change(value, { target: { value: 'rita@example.org' } });
    fireEvent.click(screen.getByTestId('contact-email-send'));
    expect(
      await screen.findByText('We sent a code to r***@example.org. Enter it here to save the new contact.'),
    ).toBeTruthy();
    expect(requestContactCode).toHaveBeenCalledWith('email', 'rita@example.org');
    const code = screen.getByTestId<HTMLInputElement>('contact-email-code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('contact-email-confirm'));
    expect(
      await screen.findByText('That code is not right or has expired. Ask for a new code.'),
    ).toBeTruthy();

    jest.mocked(getMe).mockResolvedValue({ ...rider, email: 'rita@example.org' });
    jest.mocked(confirmContactChange).mockResolvedValue({ ...rider, email: 'rita@example.org' });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('contact-email-confirm'));
    expect(await screen.findByText('Contact confirmed and saved.')).toBeTruthy();
    expect(confirmContactChange).toHaveBeenLastCalledWith('email', '123456');
    await waitFor(() => expect(input('email').value).toBe('rita@example.org'));
    expect(updateProfile).not.toHaveBeenCalled();
  });
});
