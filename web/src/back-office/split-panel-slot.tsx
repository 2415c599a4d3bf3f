import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** What a page shows in the frame's split panel (a Cloudscape SplitPanel), or null for none. */
export interface SplitPanelContent {
  panel: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const SplitPanelSlot = createContext<(content: SplitPanelContent | null) => void>(() => {});

/**
 * Puts the page's details in the frame's split panel (AppLayout owns it) and takes them out when
 * the page leaves. `content` should be memoised: each new value re-renders the frame.
 */
export function useSplitPanel(content: SplitPanelContent | null): void {
  const show = useContext(SplitPanelSlot);
  useEffect(() => show(content), [show, content]);
  useEffect(() => () => show(null), [show]);
}
