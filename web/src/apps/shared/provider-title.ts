import { PAYMENT_PROVIDER_TITLES } from '@wayfare/shared';
import type { TFunction } from 'i18next';

/** A payment provider as a person reads it: its brand, or the twin's test card in the reader's words. */
export function providerTitle(name: string, t: TFunction): string {
  if (name === 'test') return t('pay.testProvider');
  return PAYMENT_PROVIDER_TITLES[name as keyof typeof PAYMENT_PROVIDER_TITLES] ?? name;
}
