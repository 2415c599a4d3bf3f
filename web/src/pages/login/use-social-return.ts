import { useEffect, useRef } from 'react';
import { watchSocialSignIn, type SocialOutcome } from '../../api/auth';

/**
 * Finishes a social sign-in on the login page, where the provider sends the person back
 * (redirectSignIn is `<webUrl>/login`). Only with social sign-in configured.
 */
export function useSocialReturn(enabled: boolean, onOutcome: (outcome: SocialOutcome) => void) {
  // The latest handler, without re-subscribing on every render.
  const handler = useRef(onOutcome);
  handler.current = onOutcome;
  useEffect(() => {
    if (!enabled) return undefined;
    return watchSocialSignIn((outcome) => handler.current(outcome), window.location.search);
  }, [enabled]);
}
