/**
 * The keys of a small admin collection (promos, notifications, categories, products): read one by
 * id, list all newest first from one index partition. Small and written rarely, so one partition
 * per collection is not hot.
 */
export const byIdAndNewestFirst = <Collection extends string>(collection: Collection) =>
  ({
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    newest: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: `$wayfare#${collection}` },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] },
    },
  }) as const;
