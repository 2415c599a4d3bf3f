import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProtectedRoute } from '@wayfare/shared';
import { AppRoutes } from '../app';
import { preloadProtectedRoute } from '../back-office/protected-routes';
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

/**
 * Loads the back-office frame's and these routes' chunks (session check and page) for a test to
 * render (`beforeAll(() => preloadBackOffice('/bookings'))`): imported at the first render instead,
 * they can take longer on a busy machine than a wait for what the page shows.
 */
export const preloadBackOffice = (...paths: ProtectedRoute[]) =>
  Promise.all([import('../back-office/back-office-shell'), ...paths.map(preloadProtectedRoute)]);
