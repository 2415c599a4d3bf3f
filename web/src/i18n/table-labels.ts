import type { TFunction } from 'i18next';

/** Table pagination labels in the shown language (SPEC §9), for Cloudscape's Pagination ariaLabels. */
export const paginationLabels = (t: TFunction) => ({
  nextPageLabel: t('table.nextPage'),
  previousPageLabel: t('table.previousPage'),
  pageLabel: (pageNumber: number) => t('table.pageLabel', { pageNumber }),
});

/** The export button's label and the file's name, translated like every table string. */
export const exportLabels = (t: TFunction) => ({
  button: t('table.export'),
  fileName: (tableName: string) => t('table.exportFileName', { tableName }),
});
