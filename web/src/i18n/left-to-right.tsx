import type { ReactNode } from 'react';

/**
 * Phone numbers, e-mails and codes read left to right in every language. Isolated, a phone number
 * in right-to-left text shows as '+12125550103', not '12125550103+'.
 */
export function LeftToRight({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * The same for a text field: typed contacts and lists keep their order (pass as its native
 * attributes). Cloudscape's input styles set the CSS direction from the page, which outranks the
 * `dir` attribute, so the style says it too.
 */
export const LEFT_TO_RIGHT_INPUT = { dir: 'ltr', style: { direction: 'ltr' } } as const;
