import { Suspense } from 'react';
import { lazyWithPreload } from '../lazy-with-preload';
import { usePreload } from '../use-preload';

// Cloudscape's modal is no part of a page's first paint: its chunk loads once the page is up.
const AlertDialog = lazyWithPreload(() => import('./alert-dialog'));

/** The spec's error dialog: title 'Alert', one Close button. Shown while `messageKey` is set. */
export function AlertModal({ messageKey, onClose }: { messageKey: string | null; onClose: () => void }) {
  usePreload(AlertDialog);
  if (messageKey === null) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog messageKey={messageKey} onClose={onClose} />
    </Suspense>
  );
}
