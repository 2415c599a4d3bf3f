import { useEffect, useRef, useState } from 'react';
import type { HumanCheckConfig } from '../../config/app-config';
import { loadHumanCheckWidget, type HumanCheckWidget } from './human-check-widget';

/**
 * The login page's human check: loads the widget once when the config has one, and hands out a
 * token getter for mobile code requests (undefined without a human check, e.g. on the twin).
 */
export function useHumanCheck(config: HumanCheckConfig | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<HumanCheckWidget>();
  useEffect(() => {
    if (config) setWidget(loadHumanCheckWidget(config));
  }, [config]);
  const token = widget && (() => widget.token(container.current ?? document.body));
  return { container, token };
}
