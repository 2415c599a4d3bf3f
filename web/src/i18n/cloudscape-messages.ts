import type { I18nProviderProps } from '@cloudscape-design/components/i18n';

type Messages = I18nProviderProps.Messages;

/** Cloudscape ships its own strings for these locales; each loads only when that language is shown. */
const LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  ar: () => import('@cloudscape-design/components/i18n/messages/all.ar'),
  de: () => import('@cloudscape-design/components/i18n/messages/all.de'),
  en: () => import('@cloudscape-design/components/i18n/messages/all.en'),
  'en-GB': () => import('@cloudscape-design/components/i18n/messages/all.en-GB'),
  es: () => import('@cloudscape-design/components/i18n/messages/all.es'),
  fr: () => import('@cloudscape-design/components/i18n/messages/all.fr'),
  id: () => import('@cloudscape-design/components/i18n/messages/all.id'),
  it: () => import('@cloudscape-design/components/i18n/messages/all.it'),
  ja: () => import('@cloudscape-design/components/i18n/messages/all.ja'),
  ko: () => import('@cloudscape-design/components/i18n/messages/all.ko'),
  'pt-BR': () => import('@cloudscape-design/components/i18n/messages/all.pt-BR'),
  th: () => import('@cloudscape-design/components/i18n/messages/all.th'),
  tr: () => import('@cloudscape-design/components/i18n/messages/all.tr'),
  'zh-CN': () => import('@cloudscape-design/components/i18n/messages/all.zh-CN'),
  'zh-TW': () => import('@cloudscape-design/components/i18n/messages/all.zh-TW'),
};

/** The closest locale Cloudscape has ('es-MX' → 'es'), else English. */
export function cloudscapeLocaleFor(locale: string): string {
  if (LOADERS[locale]) return locale;
  const language = locale.split('-')[0] ?? '';
  return LOADERS[language] ? language : 'en';
}

/** Cloudscape's strings for the I18nProvider of the back office, in the shown language. */
export async function loadCloudscapeMessages(
  locale: string,
): Promise<{ locale: string; messages: Messages }> {
  const closest = cloudscapeLocaleFor(locale);
  const { default: messages } = await LOADERS[closest]!();
  return { locale: closest, messages };
}
