import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignedIn } from './use-signed-in';

/** product.md §2: 'login/signup' when signed out, 'my account' (the profile) when signed in. */
export function AccountLink({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <Link className="account-link" to={signedIn ? '/profile' : '/login'} onClick={onFollow}>
      {t(signedIn ? 'my account' : 'login/signup')}
    </Link>
  );
}
