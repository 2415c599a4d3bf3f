import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { Suspense } from 'react';
import { lazyWithPreload } from '../lazy-with-preload';
import { usePreload } from '../use-preload';

// An empty Flashbar shows nothing: its chunk loads once the page is up, before the first outcome.
const Flashbar = lazyWithPreload(() => import('@cloudscape-design/components/flashbar'));

/** A page's outcome messages (useNotifications) in Cloudscape's Flashbar; nothing while there are none. */
export function Notices({ items }: { items: FlashbarProps.MessageDefinition[] }) {
  usePreload(Flashbar);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Flashbar items={items} />
    </Suspense>
  );
}
