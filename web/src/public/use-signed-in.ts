import { useEffect, useState } from 'react';
import { configureAmplifyOnce } from '../config/amplify-once';
import { useAppConfig } from '../config/app-config-context';

/** Whether someone is signed in in this browser; false until known. Loads Amplify's auth lazily. */
export function useSignedIn(): boolean {
  const config = useAppConfig();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let active = true;
    configureAmplifyOnce(config)
      .then(() => import('../api/session'))
      .then(({ currentSession }) => currentSession())
      .then(
        (session) => active && setSignedIn(session !== null),
        () => active && setSignedIn(false),
      );
    return () => {
      active = false;
    };
  }, [config]);
  return signedIn;
}
