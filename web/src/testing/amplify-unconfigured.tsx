import type { ReactNode } from 'react';

// Component tests mock the api modules, so Amplify itself is never configured in jsdom.
jest.mock('../config/amplify-once', () => ({
  AmplifyReady: ({ children }: { children: ReactNode }) => children,
  configureAmplifyOnce: () => Promise.resolve(),
}));
