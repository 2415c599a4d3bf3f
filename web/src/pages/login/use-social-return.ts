import { useEffect, useRef } from 'react';
import type { SocialOutcome } from '../../api/auth';
import type { SignInCalls } from './sign-in-calls';

/**
 * Finishes a social sign-in on the login page, where the provider sends the person back
 * (redirectSignIn is `<webUrl>/login`). Only with social sign-in configured.
 */
export function useSocialReturn(
  enabled: boolean,
  signInCalls: () => Promise<SignInCalls>,
  onOutcome: (outcome: SocialOutcome) => void,
) {
  // The latest handler, without re-subscribing on every render.
  const handler = useRef(onOutcome);
  handler.current = onOutcome;
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let open = true;
    void signInCalls().then(({ watchSocialSignIn }) => {
      if (open) stop = watchSocialSignIn((outcome) => handler.current(outcome), window.location.search);
    });
    return () => {
      open = false;
      stop?.();
    };
  }, [enabled, signInCalls]);
}
