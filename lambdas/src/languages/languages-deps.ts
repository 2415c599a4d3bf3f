import type { LanguageRepository } from '../ports/language-repository';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

/** Everything the languages resolvers use, injected so tests can pass their own. */
export interface LanguagesDeps {
  languages: LanguageRepository;
  settings: SettingsRepository;
  users: UserRepository;
  now: () => number;
  /** Audit entry ids. */
  newId: () => string;
}
