import { useTranslation } from 'react-i18next';
import type { PublicSettings } from '../api/public-content';

const NETWORKS = [
  { field: 'FacebookHandle', labelKey: 'social.facebook' },
  { field: 'TwitterHandle', labelKey: 'social.twitter' },
  { field: 'InstagramHandle', labelKey: 'social.instagram' },
] as const;

/** A handle may be a full URL or a bare name; bare names point at the network's site. */
const HOSTS = {
  FacebookHandle: 'facebook.com',
  TwitterHandle: 'twitter.com',
  InstagramHandle: 'instagram.com',
};

export const socialUrl = (field: keyof typeof HOSTS, handle: string): string =>
  /^https?:\/\//.test(handle) ? handle : `https://${HOSTS[field]}/${handle.replace(/^@/, '')}`;

/** Optional social links (product.md §1): only the networks the operator filled in. */
export function SocialLinks({ settings }: { settings: PublicSettings | null }) {
  const { t } = useTranslation();
  const links = NETWORKS.filter(({ field }) => settings?.[field]?.trim());
  if (!settings || links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('social.title')}>
      {links.map(({ field, labelKey }) => (
        <li key={field}>
          <a href={socialUrl(field, settings[field]!.trim())} rel="noopener noreferrer" target="_blank">
            {t(labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}
