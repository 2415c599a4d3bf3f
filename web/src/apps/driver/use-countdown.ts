import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (epoch ms, the server's expiry), ticking each second; 0 once
 * it has passed. Null while there is no time limit.
 */
export function useSecondsLeft(until: number | null | undefined): number | null {
  const left = () => (until == null ? null : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until == null) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // left() reads only `until`.
  }, [until]);
  return seconds;
}
