/** CDK entry point (cdk.json at the repo root): `npx cdk synth -c stage=dev`. */
import { App } from 'aws-cdk-lib';
import { readAppConfig } from '../lib/config';
import { checkAwsSolutions } from '../lib/nag';
import { createWayfareApp } from '../lib/wayfare-app';

const app = new App();
// Without credentials both are undefined and the stacks stay environment-agnostic, so synth works offline.
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
createWayfareApp(app, readAppConfig(app.node), env);
checkAwsSolutions(app);
