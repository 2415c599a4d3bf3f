import type { AppInfo, Settings, User } from '@wayfare/shared';
import type { AppInfoRepository } from '../ports/app-info-repository';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';
import { saveAppInfo } from './app-info';

const admin = { uid: 'admin-1', usertype: 'admin' } as User;
const caller = { uid: admin.uid, groups: ['admin' as const] };
const texts: AppInfo = { aboutUs: 'About us', privacyPolicy: 'Privacy' };
const blank: AppInfo = { aboutUs: ' ', privacyPolicy: '' };

const depsWith = (settings: Pick<Settings, 'AllowCriticalEditsAdmin'> | null) => {
  const saved: AppInfo[] = [];
  return {
    saved,
    deps: {
      settings: { get: async () => settings } as SettingsRepository,
      users: { getById: async (uid: string) => (uid === admin.uid ? admin : null) } as UserRepository,
      appInfo: {
        get: async () => null,
        put: async (appInfo: AppInfo) => (saved.push(appInfo), appInfo),
      } satisfies AppInfoRepository,
      now: () => Date.parse('2026-01-01T00:00:00Z'),
    },
  };
};

describe('saveAppInfo under the demo lock', () => {
  it('refuses the save while no settings are stored, writing nothing', async () => {
    const { deps, saved } = depsWith(null);
    await expect(saveAppInfo(deps, caller, texts)).rejects.toMatchObject({ code: 'DEMO_MODE' });
    expect(saved).toEqual([]);
  });

  it('saves with the lock off', async () => {
    const { deps, saved } = depsWith({ AllowCriticalEditsAdmin: true });
    await expect(saveAppInfo(deps, caller, texts)).resolves.toEqual(texts);
    expect(saved).toEqual([texts]);
  });
});

describe('saveAppInfo checks the caller before the input', () => {
  it('refuses a rider whatever it sends, writing nothing', async () => {
    const { deps, saved } = depsWith({ AllowCriticalEditsAdmin: true });
    const rider = { uid: 'rider-1', groups: ['rider' as const] };
    for (const input of [texts, blank]) {
      await expect(saveAppInfo(deps, rider, input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(saved).toEqual([]);
  });

  it('refuses invalid input under the demo lock as the lock, not as invalid', async () => {
    const { deps } = depsWith({ AllowCriticalEditsAdmin: false });
    await expect(saveAppInfo(deps, caller, blank)).rejects.toMatchObject({ code: 'DEMO_MODE' });
  });

  it("answers an allowed admin's invalid input with its validation error", async () => {
    const { deps, saved } = depsWith({ AllowCriticalEditsAdmin: true });
    await expect(saveAppInfo(deps, caller, blank)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(saved).toEqual([]);
  });
});
