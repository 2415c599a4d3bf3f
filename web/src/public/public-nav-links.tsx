import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PUBLIC_PAGES } from './public-nav';

/** The public pages as a list of links; the current page is marked for assistive technology. */
export function PublicNavLinks({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul>
      {PUBLIC_PAGES.map(({ path, labelKey }) => (
        <li key={path}>
          <NavLink to={path} end onClick={onFollow}>
            {t(labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
