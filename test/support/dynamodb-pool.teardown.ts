/** Jest global teardown of the projects that use DynamoDB Local: stops the pool. */
export { stopDynamoDbPool as default } from './dynamodb-pool.setup';
