import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app';
import type { AppConfig } from '../config/app-config';
import { initI18n } from '../i18n';

// The wait for lazily loaded routes (10 s) is set for every web test in amplify-unconfigured.tsx.
initI18n();

export const localConfig: AppConfig = {
  mode: 'local',
  region: 'us-east-1',
  graphqlUrl: 'http://127.0.0.1:4000/graphql',
  realtimeUrl: 'ws://127.0.0.1:4000/graphql/realtime',
  apiKey: 'da2-local',
  userPoolId: 'us-east-1_local',
  userPoolClientId: 'local-client',
  userPoolEndpoint: 'http://127.0.0.1:9330',
  outboxUrl: 'http://127.0.0.1:4000/outbox',
  webUrl: 'http://127.0.0.1:5173',
};

/** Renders the real route table at `path`, so tests cover routing, lazy loading and the page together. */
export function renderApp(path: string, config: AppConfig = localConfig) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes config={config} />
    </MemoryRouter>,
  );
}
