/**
 * The single table, described once. The CDK data stack and the local twin both build the table
 * from this object, so key schema, indexes, TTL and streams cannot drift apart.
 * Index attributes are generic (overloaded) so that each entity names its own access patterns.
 */
export interface IndexDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // Bookings are listed five ways (customer, driver, fleet, all by date, status): gsi4 and gsi5 hold the last two.
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  ] satisfies IndexDefinition[],
  timeToLiveAttribute: 'ttl',
  stream: 'NEW_AND_OLD_IMAGES',
} as const;
