/** product.md §3 Language: translations are data; exactly one language is the default. */
export interface Language {
  id: string;
  langName: string;
  langLocale: string;
  dateLocale: string;
  default: boolean;
  createdAt: string;
  keyValuePairs: Readonly<Record<string, string>>;
}
