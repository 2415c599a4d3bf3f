import { useState } from 'react';
import { toApiError } from '../../api/api-error';

/** One action at a time, with its error shown in the reader's language. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      await action();
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errorKey, run };
}
