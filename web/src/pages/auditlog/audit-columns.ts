import type { TFunction } from 'i18next';
import type { AuditLogEntry } from '../../api/audit-log';
import type { CsvColumn } from '../../back-office/csv-export';
import { formatDateTime } from '../../i18n/format-date';

/** A before/after value as one line: `name: value` pairs, so a CSV cell and a table cell read alike. */
export function changeText(json: string | null | undefined): string {
  if (!json) return '—';
  const value = JSON.parse(json) as unknown;
  if (value === null || typeof value !== 'object') return String(value);
  return Object.entries(value)
    .map(
      ([name, item]) =>
        `${name}: ${typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)}`,
    )
    .join('; ');
}

/** The audit log's columns, one definition for the table and the CSV. */
export const auditColumns = (
  t: TFunction,
  dateLocale: string,
): (CsvColumn<AuditLogEntry> & { id: string })[] => [
  { id: 'at', header: t('audit.column.at'), value: (entry) => formatDateTime(entry.at, dateLocale) },
  { id: 'actor', header: t('audit.column.actor'), value: (entry) => entry.actor.name || entry.actor.uid },
  { id: 'action', header: t('audit.column.action'), value: (entry) => t(`audit.action.${entry.action}`) },
  {
    id: 'target',
    header: t('audit.column.target'),
    value: (entry) => `${t(`audit.target.${entry.targetType}`)} ${entry.targetName ?? entry.targetId}`,
  },
  // The id stays beside the name: it is what the target filter takes, and names change.
  { id: 'targetId', header: t('audit.column.targetId'), value: (entry) => entry.targetId },
  { id: 'before', header: t('audit.column.before'), value: (entry) => changeText(entry.before) },
  { id: 'after', header: t('audit.column.after'), value: (entry) => changeText(entry.after) },
  { id: 'reason', header: t('audit.column.reason'), value: (entry) => entry.reason ?? '' },
];
