/** Jest global teardown of the projects that start twins: stops the pool, removes the seed snapshot. */
export { stopTwinRun as default } from './twin-run.setup';
