import type { TFunction } from 'i18next';

/** Table pagination labels in the shown language (product.md §9), for Cloudscape's Pagination ariaLabels. */
export const paginationLabels = (t: TFunction) => ({
  nextPageLabel: t('table.nextPage'),
  previousPageLabel: t('table.previousPage'),
  pageLabel: (pageNumber: number) => t('table.pageLabel', { pageNumber }),
});

/** The export button's label and the file's name, translated like every table string. */
export const exportLabels = (t: TFunction) => ({
  button: t('table.export'),
  // A file's name is not a sentence on screen: its value goes in without bidi isolation characters.
  fileName: (tableName: string) =>
    t('table.exportFileName', { tableName, interpolation: { escapeValue: false } }),
});

/**
 * Names of a table's selection controls (Cloudscape Table ariaLabels): without them the row radios
 * have no accessible name (axe 'label'). Every back-office table with row selection takes these.
 */
export const selectionLabels = <T>(t: TFunction, tableLabel: string, nameOf: (item: T) => string) => ({
  selectionGroupLabel: t('records.selection'),
  itemSelectionLabel: (_: unknown, item: T) => t('records.select', { name: nameOf(item) }),
  allItemsSelectionLabel: () => t('records.selection'),
  tableLabel,
});
