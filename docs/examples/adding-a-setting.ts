/**
 * The sample of docs/architecture.md, "Adding a setting", type-checked with the test package
 * (`npm run typecheck`). A setting is one entry of SETTINGS_FIELDS; here the real `tipMax` (an
 * amount with a default) and what the compiler derives from it in each package.
 */
import type { z } from 'zod';
import { SETTINGS_FIELDS, type Settings, type SettingsDraft } from '../../shared/src';
import type { SettingsItem } from '../../lambdas/src/adapters/dynamodb/settings.item';
import type { settingsArgs } from '../../lambdas/src/api/settings.args';
import type { NumberField } from '../../web/src/pages/settings/settings-form.config';

// The one entry (shared/src/entities/settings-fields.ts): its kind, the default a stored item
// without it reads as, and where the form shows it. Its label is `settings.field.tipMax` in the
// back office's texts (en, es, ar); without the English one, `everySettingHasALabel` fails.
export const entry = SETTINGS_FIELDS.tipMax satisfies {
  kind: 'money';
  section: 'app';
  default: number;
  aboveZero: true;
};

// The domain's settings always hold it: a stored item lacking it reads as the default.
export const read: Settings['tipMax'] = entry.default;
// Stored in integer minor units as `tipMaxMinor` (settings.entity.ts, settings.item.ts), and
// absent on settings saved before it existed; `tipMax` itself is no attribute.
export const stored: SettingsItem['tipMaxMinor'] = undefined;
// The save's argument (settings.args.ts): a number GraphQL may leave out or send as null, since
// it has a default. parseArgs at the route fails the type check until SettingsInput says the same.
export const argument: z.input<typeof settingsArgs>['input']['tipMax'] = null;
// The form (settings-form.config.ts) types it as a number field and takes it as typed text.
export const formField: NumberField = 'tipMax';
export const typed: SettingsDraft['tipMax'] = '20';
