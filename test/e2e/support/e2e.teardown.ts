/** Jest global teardown of the e2e project: stops the run's browser and DynamoDB Local pool. */
export { stopE2eRun as default } from './e2e.setup';
