import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '../../api/outbox';
import { useOutbox } from './use-outbox';
import { usePageTitle } from '../../i18n/use-page-title';

/** Local mode only (the route exists only then): where a person reads the code the twin "sent". */
export default function DevInboxPage({ outboxUrl }: { outboxUrl: string }) {
  const { t } = useTranslation();
  usePageTitle('inbox.title');
  const { items, loading, error } = useOutbox(outboxUrl);
  return (
    <Box padding="l">
      <SpaceBetween size="m">
        <Header variant="h1" description={t('inbox.description')}>
          {t('inbox.title')}
        </Header>
        {error && <Alert type="error">{t(error.messageKey)}</Alert>}
        {loading && <Spinner size="large" />}
        {!loading && items.length === 0 && <Box color="text-status-inactive">{t('inbox.empty')}</Box>}
        {items.map((message) => (
          <InboxMessage key={`${message.at}|${message.to}|${message.body}`} message={message} />
        ))}
      </SpaceBetween>
    </Box>
  );
}

function InboxMessage({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <Container
      data-testid="inbox-message"
      header={
        <Header variant="h3" description={message.at}>
          {t('inbox.to', { to: message.to, channel: message.channel })}
        </Header>
      }
    >
      <SpaceBetween size="xs">
        {message.subject && <Box variant="strong">{message.subject}</Box>}
        <Box variant="pre">{message.body}</Box>
      </SpaceBetween>
    </Container>
  );
}
