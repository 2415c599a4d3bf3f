import type { Language, Settings, User } from '@wayfare/shared';
import type { LanguageRepository } from '../ports/language-repository';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';
import { addLanguage, deleteLanguage } from './languages';
import type { LanguagesDeps } from './languages-deps';

const admin = { uid: 'admin-1', usertype: 'admin' } as User;
const caller = { uid: admin.uid, groups: ['admin' as const] };

function depsWith(settings: Pick<Settings, 'AllowCriticalEditsAdmin'> | null): LanguagesDeps {
  const stored = new Map<string, Language>();
  return {
    settings: { get: async () => settings } as SettingsRepository,
    users: { getById: async (uid: string) => (uid === admin.uid ? admin : null) } as UserRepository,
    languages: {
      getDefault: async () => [...stored.values()].find((language) => language.default) ?? null,
      get: async (id: string) => stored.get(id) ?? null,
      create: async (language: Language) => (stored.set(language.id, language), language),
      delete: async (id: string) => void stored.delete(id),
    } as LanguageRepository,
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    newId: () => 'audit-1',
  };
}

const french = { langName: 'Français', langLocale: 'fr', dateLocale: 'fr-FR' };

describe('languages under the demo lock', () => {
  it('refuses edits while no settings are stored, as the user tables do: the lock is on until saved', async () => {
    const deps = depsWith(null);
    await expect(addLanguage(deps, caller, french)).rejects.toMatchObject({ code: 'DEMO_MODE' });
    await expect(deleteLanguage(deps, caller, 'fr')).rejects.toMatchObject({ code: 'DEMO_MODE' });
  });

  it('refuses edits with the lock on and allows them with it off', async () => {
    await expect(
      addLanguage(depsWith({ AllowCriticalEditsAdmin: false }), caller, french),
    ).rejects.toMatchObject({
      code: 'DEMO_MODE',
      messageKey: 'demo mode',
    });
    await expect(
      addLanguage(depsWith({ AllowCriticalEditsAdmin: true }), caller, french),
    ).resolves.toMatchObject({
      id: 'fr',
      default: true,
    });
  });

  it('refuses a caller whose stored profile is not an admin before looking at the lock', async () => {
    const deps = depsWith({ AllowCriticalEditsAdmin: true });
    await expect(addLanguage(deps, { uid: 'rider-1', groups: ['admin'] }, french)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
