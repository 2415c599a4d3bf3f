import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a moment, counting down once a second; 0 when it has passed. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const tick = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, start };
}
