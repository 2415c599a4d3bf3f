import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';
import type { AppConfig, SocialProvider } from '../../config/app-config';
import type { SignInCalls } from './sign-in-calls';

/**
 * Social sign-in (product.md §2), shown when the social-login setting is on: one button per provider the
 * deployment federates (`oauth.providers` in the config). The identity providers live on the
 * internet and are federated by the cloud user pool, so the local twin cannot offer them.
 */
export function SocialSignIn({
  config,
  signInCalls,
}: {
  config: Pick<AppConfig, 'mode' | 'oauth'>;
  signInCalls: () => Promise<SignInCalls>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<ApiError | null>(null);
  if (config.mode === 'local') {
    return (
      <p className="sign-in-notice" data-testid="social-local">
        {t('login.socialNeedsCloud')}
      </p>
    );
  }
  const providers = config.oauth?.providers ?? [];
  if (providers.length === 0) return null;
  const start = (provider: SocialProvider) =>
    signInCalls()
      .then(({ signInWithProvider }) => signInWithProvider(provider))
      .catch(setError);
  return (
    <div className="sign-in-social">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="sign-in-button"
          onClick={() => void start(provider)}
          data-testid={`social-${provider.toLowerCase()}`}
        >
          {t('login.socialWith', { provider })}
        </button>
      ))}
      {error && (
        <p className="sign-in-notice warning" role="alert">
          {t(error.messageKey)}
        </p>
      )}
    </div>
  );
}
