import type { SelectProps } from '@cloudscape-design/components/select';
import { Suspense } from 'react';
import { lazyWithPreload } from '../lazy-with-preload';
import { usePreload } from '../use-preload';
import { FieldStandIn } from './field-stand-in';

const Select = lazyWithPreload(() => import('@cloudscape-design/components/select'));

/**
 * A Cloudscape Select for a page's first screen whose list does not need it to show: the select
 * (its dropdown, option list and their styles) loads after the first paint, a disabled field with
 * the chosen option's label standing in until then.
 */
export function DeferredSelect(props: SelectProps) {
  usePreload(Select);
  return (
    <Suspense fallback={<FieldStandIn value={props.selectedOption?.label} />}>
      <Select {...props} />
    </Suspense>
  );
}
