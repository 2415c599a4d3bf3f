/**
 * Scripts written right to left, by primary language subtag (Arabic, Hebrew, Persian, Urdu, Pashto,
 * Sindhi, Kurdish Sorani, Dhivehi, Uyghur, Yiddish, Syriac, N'Ko…). A script subtag decides when
 * present ('ku-Arab', 'az-Latn').
 */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'nqo',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg']);

export type TextDirection = 'ltr' | 'rtl';

export function textDirectionOf(locale: string): TextDirection {
  const [language = '', ...subtags] = locale.split(/[-_]/);
  const script = subtags.find((subtag) => /^[A-Za-z]{4}$/.test(subtag));
  if (script) {
    const canonical = script[0]!.toUpperCase() + script.slice(1).toLowerCase();
    return RTL_SCRIPTS.has(canonical) ? 'rtl' : 'ltr';
  }
  return RTL_LANGUAGES.has(language.toLowerCase()) ? 'rtl' : 'ltr';
}
