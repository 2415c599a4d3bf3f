import type { AppInfoRepository } from '../ports/app-info-repository';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

/** Everything the content resolvers use, injected so tests can pass their own. */
export interface ContentDeps {
  appInfo: AppInfoRepository;
  settings: SettingsRepository;
  users: UserRepository;
  now: () => number;
}
