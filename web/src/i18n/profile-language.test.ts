import { getMe } from '../api/me';
import { currentSession } from '../api/session';
import { firstMe } from '../back-office/use-me';
import { localConfig } from '../testing/render-app';
import { readProfileLanguage } from './profile-language';

jest.mock('../config/amplify-once', () => ({ configureAmplifyOnce: jest.fn().mockResolvedValue(undefined) }));
jest.mock('../api/session', () => ({ currentSession: jest.fn() }));
jest.mock('../api/me', () => ({ getMe: jest.fn() }));

const arabic = { langLocale: 'ar', dateLocale: 'ar-EG' };

describe('readProfileLanguage', () => {
  it("takes the language from the profile read the app's first screen started: the profile is read once", async () => {
    jest.mocked(currentSession).mockResolvedValue({ username: 'rider-1' } as never);
    jest.mocked(getMe).mockResolvedValue({ uid: 'rider-1', lang: arabic } as never);
    firstMe.start();
    await expect(readProfileLanguage(localConfig)).resolves.toEqual(arabic);
    await expect(firstMe.take()).resolves.toMatchObject({ uid: 'rider-1' });
    expect(getMe).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for a visitor who is not signed in', async () => {
    jest.mocked(getMe).mockClear();
    jest.mocked(currentSession).mockResolvedValue(null);
    await expect(readProfileLanguage(localConfig)).resolves.toBeNull();
    expect(getMe).not.toHaveBeenCalled();
  });
});
