/** Languages and app info on the twin: public reads with the API key, admin writes, refusals by role. */
import type { Twin } from '@wayfare/infra/local/twin';
import { demoAppInfo } from '@wayfare/infra/local/seed/demo-languages';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { textsVersion } from '@wayfare/shared';
import { ENGLISH_TEXTS } from '@wayfare/shared/src/i18n/texts/english';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string } | { apiKey: string };
interface LanguageRow {
  id: string;
  langName: string;
  default: boolean;
  keyValuePairs?: string;
}

const LIST = `query List($limit: Int, $nextToken: String) {
  languages(limit: $limit, nextToken: $nextToken) { items { id langName langLocale dateLocale default } nextToken } }`;
const ONE = `query One($id: ID!) { language(id: $id) { id langName default keyValuePairs } }`;
const DEFAULT = `{ defaultLanguage { id default } }`;
const ADD = `mutation Add($input: NewLanguageInput!) {
  addLanguage(input: $input) { id langName langLocale dateLocale default keyValuePairs } }`;
const UPDATE = `mutation Update($id: ID!, $input: LanguageEditInput!) {
  updateLanguage(id: $id, input: $input) { id langName keyValuePairs } }`;
const MAKE_DEFAULT = `mutation MakeDefault($id: ID!) { makeDefaultLanguage(id: $id) { id default } }`;
const DELETE = `mutation Delete($id: ID!) { deleteLanguage(id: $id) }`;
const APP_INFO = `{ appInfo { aboutUs privacyPolicy } }`;
const UPDATE_APP_INFO = `mutation SaveInfo($input: AppInfoInput!) { updateAppInfo(input: $input) { aboutUs privacyPolicy } }`;
const UPDATE_SETTINGS = `mutation Settings($input: SettingsInput!) { updateSettings(input: $input) { AllowCriticalEditsAdmin } }`;

describe('languages and app info on the twin', () => {
  let twin: Twin;
  let admin: { accessToken: string };
  let rider: { accessToken: string };
  let fleetadmin: { accessToken: string };
  let anonymous: { apiKey: string };

  const call = <T = Record<string, unknown>>(
    auth: Auth,
    query: string,
    variables?: Record<string, unknown>,
  ) => graphql<T>(twin.outputs, auth, query, variables);

  const allLanguages = async (): Promise<LanguageRow[]> => {
    const { data } = await call<{ languages: { items: LanguageRow[] } }>(anonymous, LIST, { limit: 100 });
    return data?.languages.items ?? [];
  };
  const textsOf = async (id: string): Promise<Record<string, string>> => {
    const { data } = await call<{ language: LanguageRow }>(anonymous, ONE, { id });
    return JSON.parse(data!.language.keyValuePairs!) as Record<string, string>;
  };

  beforeAll(async () => {
    twin = await startTestTwin();
    anonymous = { apiKey: twin.outputs.apiKey };
    // One at a time: each waits for its own code in the outbox.
    admin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin);
    rider = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
    fleetadmin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.fleetadmin);
  });
  afterAll(() => twin?.close());

  describe('public reads with the API key', () => {
    it('lists the seeded languages with English as the default', async () => {
      expect(await allLanguages()).toEqual([
        { id: 'ar', langName: 'العربية', langLocale: 'ar', dateLocale: 'ar-EG', default: false },
        { id: 'en', langName: 'English', langLocale: 'en', dateLocale: 'en-US', default: true },
        { id: 'es', langName: 'Español', langLocale: 'es', dateLocale: 'es-ES', default: false },
      ]);
      const { data } = await call(anonymous, DEFAULT);
      expect(data).toEqual({ defaultLanguage: { id: 'en', default: true } });
    });

    it('pages the list on the server', async () => {
      const first = await call<{ languages: { items: LanguageRow[]; nextToken: string | null } }>(
        anonymous,
        LIST,
        {
          limit: 2,
        },
      );
      expect(first.data?.languages.items.map((l) => l.id)).toEqual(['ar', 'en']);
      expect(first.data?.languages.nextToken).toEqual(expect.any(String));
      const second = await call<{ languages: { items: LanguageRow[]; nextToken: string | null } }>(
        anonymous,
        LIST,
        {
          limit: 2,
          nextToken: first.data?.languages.nextToken,
        },
      );
      expect(second.data?.languages.items.map((l) => l.id)).toEqual(['es']);
    });

    it("gives a language's texts as JSON", async () => {
      expect(await textsOf('ar')).toMatchObject({
        'login/signup': 'تسجيل الدخول / إنشاء حساب',
        Alert: 'تنبيه',
      });
    });

    it("lists each language with its texts' version: the seeded English's is the bundled English's", async () => {
      const { data } = await call<{ languages: { items: { id: string; textsVersion: string }[] } }>(
        anonymous,
        `{ languages(limit: 100) { items { id textsVersion } } }`,
      );
      const versions = Object.fromEntries(data!.languages.items.map((l) => [l.id, l.textsVersion]));
      expect(versions.en).toBe(await textsVersion(ENGLISH_TEXTS));
      expect(versions.ar).toBe(await textsVersion(await textsOf('ar')));
      expect(new Set(Object.values(versions)).size).toBe(3);
    });

    it('reads the app info', async () => {
      expect((await call(anonymous, APP_INFO)).data).toEqual({ appInfo: demoAppInfo });
    });

    it('does not let the API key write', async () => {
      const { errors } = await call(anonymous, MAKE_DEFAULT, { id: 'ar' });
      expect(errors?.[0]?.errorType).toBe('Unauthorized');
    });
  });

  describe('refused to anyone but an admin', () => {
    it.each([
      ['add', ADD, { input: { langName: 'Deutsch', langLocale: 'de', dateLocale: 'de-DE' } }],
      ['edit', UPDATE, { id: 'es', input: { langName: 'Hijacked' } }],
      ['make default', MAKE_DEFAULT, { id: 'ar' }],
      ['delete', DELETE, { id: 'es' }],
      ['app info', UPDATE_APP_INFO, { input: { aboutUs: 'Hijacked', privacyPolicy: 'Hijacked' } }],
    ])('%s by a rider or a fleet admin', async (_action, mutation, variables) => {
      for (const caller of [rider, fleetadmin]) {
        const { errors } = await call(caller, mutation, variables);
        expect(errors?.[0]?.errorType).toBe('Unauthorized');
      }
      expect((await allLanguages()).map((l) => [l.id, l.langName, l.default])).toEqual([
        ['ar', 'العربية', false],
        ['en', 'English', true],
        ['es', 'Español', false],
      ]);
      expect((await call(anonymous, APP_INFO)).data).toEqual({ appInfo: demoAppInfo });
    });

    it('by the resolver itself, not only the schema directive', async () => {
      const { handler } = await import('@wayfare/lambdas/src/api/languages.router');
      const event = {
        arguments: { id: 'ar' },
        identity: { sub: 'rider-sub', groups: ['rider'] },
        info: { parentTypeName: 'Mutation', fieldName: 'makeDefaultLanguage' },
      };
      await expect(handler(event as never)).rejects.toMatchObject({
        name: 'FORBIDDEN',
        message: 'not_permitted',
      });
    });
  });

  describe('admin edits', () => {
    it("adds a language that starts non-default with the default language's texts", async () => {
      const { data, errors } = await call<{ addLanguage: LanguageRow & { langLocale: string } }>(admin, ADD, {
        input: { langName: 'Français', langLocale: 'fr', dateLocale: 'fr-fr' },
      });
      expect(errors).toBeUndefined();
      expect(data?.addLanguage).toMatchObject({
        id: 'fr',
        langLocale: 'fr',
        dateLocale: 'fr-FR',
        default: false,
      });
      expect(JSON.parse(data!.addLanguage.keyValuePairs!)).toEqual(await textsOf('en'));
    });

    it('refuses a second language with the same locale, and a locale that is not one', async () => {
      const duplicate = await call(admin, ADD, {
        input: { langName: 'Autre', langLocale: 'FR', dateLocale: 'fr' },
      });
      expect(duplicate.errors?.[0]).toMatchObject({
        errorType: 'VALIDATION',
        message: 'language_exists',
      });
      const invalid = await call(admin, ADD, {
        input: { langName: 'X', langLocale: 'not a locale', dateLocale: 'en' },
      });
      expect(invalid.errors?.[0]).toMatchObject({
        errorType: 'VALIDATION',
        message: 'invalid_locale',
      });
      expect((await allLanguages()).map((l) => l.id)).toEqual(['ar', 'en', 'es', 'fr']);
    });

    it("refuses texts that are not a JSON object with 'JSON Error', changing nothing", async () => {
      const before = await textsOf('fr');
      for (const keyValuePairs of ['{"Alert": "Alerte"', '["Alerte"]', '{"Alert": 1}']) {
        const { errors } = await call(admin, UPDATE, {
          id: 'fr',
          input: { langName: 'Changed', keyValuePairs },
        });
        expect(errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'JSON Error' });
      }
      expect(await textsOf('fr')).toEqual(before);
      expect((await allLanguages()).find((l) => l.id === 'fr')?.langName).toBe('Français');
    });

    it('replaces the texts with valid JSON', async () => {
      const { data, errors } = await call<{ updateLanguage: LanguageRow }>(admin, UPDATE, {
        id: 'fr',
        input: { keyValuePairs: JSON.stringify({ Alert: 'Alerte', 'my account': 'Mon compte' }) },
      });
      expect(errors).toBeUndefined();
      expect(data?.updateLanguage.langName).toBe('Français');
      expect(await textsOf('fr')).toEqual({ Alert: 'Alerte', 'my account': 'Mon compte' });
    });

    it('gives the texts a new version with every edit of them, and the same one when they come back', async () => {
      const versionOf = async () =>
        (
          await call<{ language: { textsVersion: string } }>(
            anonymous,
            `{ language(id: "fr") { textsVersion } }`,
          )
        ).data!.language.textsVersion;
      const edit = (texts: Record<string, string>) =>
        call<{ updateLanguage: { textsVersion: string } }>(
          admin,
          `mutation Edit($id: ID!, $input: LanguageEditInput!) {
          updateLanguage(id: $id, input: $input) { textsVersion } }`,
          { id: 'fr', input: { keyValuePairs: JSON.stringify(texts) } },
        );
      const before = await versionOf();
      const { data } = await edit({ Alert: 'Alerte !', 'my account': 'Mon compte' });
      expect(data?.updateLanguage.textsVersion).not.toBe(before);
      expect(await versionOf()).toBe(data?.updateLanguage.textsVersion);
      await edit({ 'my account': 'Mon compte', Alert: 'Alerte' });
      expect(await versionOf()).toBe(before);
    });

    it("refuses to delete the default language with 'Cannot delete default language'", async () => {
      const { errors } = await call(admin, DELETE, { id: 'en' });
      expect(errors?.[0]).toMatchObject({
        errorType: 'DEFAULT_LANGUAGE',
        message: 'Cannot delete default language',
      });
      expect((await allLanguages()).map((l) => l.id)).toContain('en');
    });

    it('deletes another language', async () => {
      expect((await call(admin, DELETE, { id: 'fr' })).data).toEqual({ deleteLanguage: 'fr' });
      expect((await allLanguages()).map((l) => l.id)).toEqual(['ar', 'en', 'es']);
      const missing = await call(admin, DELETE, { id: 'fr' });
      expect(missing.errors?.[0]).toMatchObject({ errorType: 'NOT_FOUND', message: 'not_found' });
    });

    it('makes a language the default and clears the previous one in the same write', async () => {
      const { data } = await call(admin, MAKE_DEFAULT, { id: 'ar' });
      expect(data).toEqual({ makeDefaultLanguage: { id: 'ar', default: true } });
      expect((await allLanguages()).filter((l) => l.default).map((l) => l.id)).toEqual(['ar']);
      expect((await call(anonymous, DEFAULT)).data).toEqual({ defaultLanguage: { id: 'ar', default: true } });
    });

    it('keeps exactly one default when two admins make different languages default at once', async () => {
      const results = await Promise.all(
        ['en', 'es', 'en', 'es'].map((id) => call(admin, MAKE_DEFAULT, { id })),
      );
      expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
      const defaults = (await allLanguages()).filter((l) => l.default).map((l) => l.id);
      expect(defaults).toHaveLength(1);
      expect(
        (await call<{ defaultLanguage: { id: string } }>(anonymous, DEFAULT)).data?.defaultLanguage.id,
      ).toBe(defaults[0]);
    });

    it('saves the app info, requiring both texts', async () => {
      const missing = await call(admin, UPDATE_APP_INFO, {
        input: { aboutUs: ' ', privacyPolicy: 'Kept short.' },
      });
      expect(missing.errors?.[0]).toMatchObject({
        errorType: 'VALIDATION',
        message: 'required_field',
      });
      expect((await call(anonymous, APP_INFO)).data).toEqual({ appInfo: demoAppInfo });

      const saved = await call(admin, UPDATE_APP_INFO, {
        input: { aboutUs: 'We move the city.', privacyPolicy: 'Kept short.' },
      });
      expect(saved.errors).toBeUndefined();
      expect((await call(anonymous, APP_INFO)).data).toEqual({
        appInfo: { aboutUs: 'We move the city.', privacyPolicy: 'Kept short.' },
      });
    });

    it("refuses language edits with 'demo mode' under the demo lock", async () => {
      const lock = await call(admin, UPDATE_SETTINGS, {
        input: { ...demoSettings, AllowCriticalEditsAdmin: false },
      });
      expect(lock.errors).toBeUndefined();
      try {
        for (const [mutation, variables] of [
          [ADD, { input: { langName: 'Deutsch', langLocale: 'de', dateLocale: 'de-DE' } }],
          [UPDATE, { id: 'es', input: { langName: 'Castellano' } }],
          [DELETE, { id: 'es' }],
        ] as const) {
          const { errors } = await call(admin, mutation, variables);
          expect(errors?.[0]).toMatchObject({ errorType: 'DEMO_MODE', message: 'demo mode' });
        }
        expect((await allLanguages()).map((l) => [l.id, l.langName])).toEqual([
          ['ar', 'العربية'],
          ['en', 'English'],
          ['es', 'Español'],
        ]);
      } finally {
        await call(admin, UPDATE_SETTINGS, { input: demoSettings });
      }
    });
  });
});
