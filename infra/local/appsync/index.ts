export { startAppSyncTwin, type AppSyncTwin, type AppSyncTwinOptions } from './appsync-twin';
