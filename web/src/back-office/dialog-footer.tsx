import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** The back office's dialog footer: cancel, and the primary action that shows progress while busy. */
export function DialogFooter({
  busy,
  disabled = false,
  confirmLabel,
  testId,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  /** The primary action waits for something (a choice) before it can run. */
  disabled?: boolean;
  confirmLabel: string;
  /** `data-testid` of the primary button. */
  testId: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onCancel} disabled={busy}>
          {t('users.cancel')}
        </Button>
        <Button
          variant="primary"
          loading={busy}
          disabled={disabled}
          onClick={onConfirm}
          nativeButtonAttributes={{ 'data-testid': testId }}
        >
          {confirmLabel}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
