import type { ReactNode } from 'react';

/**
 * Phone numbers, e-mails and codes read left to right in every language. Isolated, a phone number
 * in right-to-left text shows as '+12125550103', not '12125550103+'.
 */
export function LeftToRight({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** The same for a text field: typed contacts keep their order (pass as its native attributes). */
export const LEFT_TO_RIGHT_INPUT = { dir: 'ltr' } as const;
