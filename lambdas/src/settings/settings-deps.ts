import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

/** Everything the settings resolvers use, injected so tests can pass their own. */
export interface SettingsDeps {
  settings: SettingsRepository;
  users: UserRepository;
  now: () => number;
  /** Audit entry ids. */
  newId: () => string;
}
