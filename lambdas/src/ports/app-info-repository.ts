import type { AppInfo } from '@wayfare/shared';

/** The public site's long texts. */
export interface AppInfoRepository {
  get(): Promise<AppInfo | null>;
  put(appInfo: AppInfo, updatedAt: Date): Promise<AppInfo>;
}
