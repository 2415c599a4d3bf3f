import type { ReactNode } from 'react';
import { configure } from '@testing-library/react';

// Component tests mock the api modules, so Amplify itself is never configured in jsdom.
// The loaders stay real: an api module a test leaves unmocked reaches unconfigured Amplify and fails
// as it would in the browser.
jest.mock('../config/amplify-once', () => ({
  ...jest.requireActual<object>('../config/amplify-once'),
  AmplifyReady: ({ children }: { children: ReactNode }) => children,
  configureAmplifyOnce: () => Promise.resolve(),
}));

// Route chunks (Cloudscape) load lazily; on a busy two-core runner the first render of a file can
// take seconds, so waits for what a page shows get longer than Testing Library's one second.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);
