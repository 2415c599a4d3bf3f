import { Tags, type App, type Environment } from 'aws-cdk-lib';
import type { AppConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { GeoStack } from './stacks/geo-stack';
import { NotifyStack } from './stacks/notify-stack';
import { PaymentsStack } from './stacks/payments-stack';
import { StorageStack } from './stacks/storage-stack';
import { StreamsStack } from './stacks/streams-stack';
import { WebContentStack } from './stacks/web-content-stack';
import { WebStack } from './stacks/web-stack';

/**
 * All Wayfare stacks of one stage. Web hosting comes early because CORS and sign-in callbacks
 * need its URL; the site files and their config go last because they need everyone's outputs.
 */
export function createWayfareApp(app: App, config: AppConfig, env?: Environment) {
  const stackProps = (name: string) => ({
    env,
    config,
    stackName: `wayfare-${config.stage}-${name.toLowerCase()}`,
    description: `Wayfare ${config.stage}: ${name.toLowerCase()}`,
  });
  const id = (name: string) => `Wayfare-${config.stage}-${name}`;

  const data = new DataStack(app, id('Data'), stackProps('Data'));
  const notify = new NotifyStack(app, id('Notify'), stackProps('Notify'));
  const geo = new GeoStack(app, id('Geo'), stackProps('Geo'));
  const web = new WebStack(app, id('Web'), stackProps('Web'));
  const storage = new StorageStack(app, id('Storage'), { ...stackProps('Storage'), webOrigin: web.url });
  const auth = new AuthStack(app, id('Auth'), {
    ...stackProps('Auth'),
    webUrl: web.url,
    capabilities: { table: data.readWrite, sms: notify.sms, email: notify.email },
  });
  const payments = new PaymentsStack(app, id('Payments'), {
    ...stackProps('Payments'),
    webUrl: web.url,
  });
  const api = new ApiStack(app, id('Api'), {
    ...stackProps('Api'),
    userPool: auth.userPool,
    capabilities: {
      table: data.readWrite,
      userAdmin: auth.userAdmin,
      images: storage.presignImages,
      routing: geo.routing,
      email: notify.email,
      sms: notify.sms,
      payments: payments.payments,
    },
  });
  // After the API: the wallet consumer publishes through its mutations.
  const streams = new StreamsStack(app, id('Streams'), {
    ...stackProps('Streams'),
    table: data.table,
    tableAccess: data.readWrite,
    publish: api.publish,
    email: notify.email,
  });
  const webContent = new WebContentStack(app, id('WebContent'), {
    ...stackProps('WebContent'),
    bucket: web.bucket,
    distribution: web.distribution,
    hostedUiDomain: auth.hostedUiDomain,
    amplifyConfig: {
      graphqlUrl: api.api.graphqlUrl,
      realtimeUrl: api.realtimeUrl,
      apiKey: api.apiKey,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.webClient.userPoolClientId,
      webUrl: web.url,
    },
  });

  Tags.of(app).add('project', 'wayfare');
  Tags.of(app).add('stage', config.stage);
  return { data, streams, notify, geo, web, storage, auth, payments, api, webContent };
}

export type WayfareStacks = ReturnType<typeof createWayfareApp>;
