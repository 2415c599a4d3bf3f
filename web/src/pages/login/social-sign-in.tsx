import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithProvider } from '../../api/auth';
import type { ApiError } from '../../api/api-error';
import type { AppConfig, SocialProvider } from '../../config/app-config';

/**
 * Social sign-in (product.md §2), shown when the social-login setting is on: one button per provider the
 * deployment federates (`oauth.providers` in the config). The identity providers live on the
 * internet and are federated by the cloud user pool, so the local twin cannot offer them.
 */
export function SocialSignIn({ config }: { config: Pick<AppConfig, 'mode' | 'oauth'> }) {
  const { t } = useTranslation();
  const [error, setError] = useState<ApiError | null>(null);
  if (config.mode === 'local') {
    return (
      <Alert type="info" data-testid="social-local">
        {t('login.socialNeedsCloud')}
      </Alert>
    );
  }
  const providers = config.oauth?.providers ?? [];
  if (providers.length === 0) return null;
  const start = (provider: SocialProvider) => signInWithProvider(provider).catch(setError);
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs">
        {providers.map((provider) => (
          <Button
            key={provider}
            formAction="none"
            onClick={() => void start(provider)}
            nativeButtonAttributes={{ 'data-testid': `social-${provider.toLowerCase()}` }}
          >
            {t('login.socialWith', { provider })}
          </Button>
        ))}
      </SpaceBetween>
      {error && <Alert type="error">{t(error.messageKey)}</Alert>}
    </SpaceBetween>
  );
}
