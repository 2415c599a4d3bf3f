/** The public site's pages (product.md §2), in menu order; header, drawer and footer all list them. */
export const PUBLIC_PAGES = [
  { path: '/', labelKey: 'nav.home' },
  { path: '/about-us', labelKey: 'nav.aboutUs' },
  { path: '/contact-us', labelKey: 'nav.contactUs' },
  { path: '/privacy-policy', labelKey: 'nav.privacyPolicy' },
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGES)[number]['path'];

/** product.md §2, §9: the header turns white after this much scroll. */
export const HEADER_THEME_SCROLL_PX = 400;
