import type { TFunction } from 'i18next';
import type { BulkResult } from '../../api/bulk-actions';
import type { BulkAction } from './bulk-actions';

/** The delete dialog's texts: its title, the question for one row ({{name}}) and for several ({{count}}). */
interface DeleteTexts {
  title: string;
  one: string;
  many: string;
}

const RECORD_TEXTS: DeleteTexts = {
  title: 'records.deleteTitle',
  one: 'records.deleteConfirm',
  many: 'bulk.deleteConfirm',
};

/** Deleting the selected rows: one confirmation naming the row, or how many, then one server call. */
export const bulkDelete = <T>({
  t,
  nameOf,
  run,
  locked,
  testId = 'record-delete',
  texts = RECORD_TEXTS,
}: {
  t: TFunction;
  nameOf: (row: T) => string;
  run: (ids: string[]) => Promise<BulkResult>;
  locked?: boolean;
  testId?: string;
  texts?: DeleteTexts;
}): BulkAction<T> => ({
  testId,
  label: t('users.delete'),
  confirm: (rows) => ({
    header: t(texts.title),
    message:
      rows.length === 1 ? t(texts.one, { name: nameOf(rows[0]!) }) : t(texts.many, { count: rows.length }),
    confirmLabel: t('users.delete'),
  }),
  run,
  doneKey: 'bulk.deleted',
  locked,
});
