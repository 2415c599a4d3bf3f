import type { AuditEntry, Settings } from '@wayfare/shared';

/** Where the operator's settings live. */
export interface SettingsRepository {
  get(): Promise<Settings | null>;
  /** An operator's save brings its audit entry, written in the same transaction. */
  put(settings: Settings, updatedAt: Date, audit?: AuditEntry): Promise<Settings>;
}
