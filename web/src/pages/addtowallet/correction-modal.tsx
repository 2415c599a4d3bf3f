import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toAmount, validateWalletCorrection } from '@wayfare/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletEntry } from '../../api/money';
import type { User } from '../../api/types';
import { correctWallet } from '../../api/wallet-admin';
import { useBackOffice } from '../../back-office/back-office-context';
import { DialogFooter } from '../../back-office/dialog-footer';
import { DialogFailure, useDialogSave } from '../../back-office/dialog-save';

export type EntryCorrection = 'refund' | 'reverse';

/**
 * A refund of a wallet entry (an amount up to it) or the reversal of a top-up (all of it), with a
 * required reason. The first step checks the form; the second names the amount, the user and the
 * reason, and only its button acts. A refusal shows in the dialog.
 */
export function CorrectionModal({
  kind,
  user,
  entry,
  formatAmount,
  onDone,
  onDismiss,
}: {
  kind: EntryCorrection;
  user: User;
  entry: WalletEntry;
  formatAmount: (value: number) => string;
  onDone: (balance: number) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const { saving, failureKey, save } = useDialogSave();
  const [amount, setAmount] = useState(String(entry.amount));
  const [reason, setReason] = useState('');
  const [formFailure, setFormFailure] = useState<{ field: string; key: string } | null>(null);
  const [checked, setChecked] = useState<{ amount: number; reason: string } | null>(null);
  // One id per intended refund: a retry after a lost answer refunds once.
  const [requestId] = useState(() => crypto.randomUUID());
  const name = `${user.firstName} ${user.lastName}`.trim();

  const review = () => {
    const result = validateWalletCorrection({
      userId: user.uid,
      amount: kind === 'refund' ? amount.trim() : entry.amount,
      reason,
      decimal: settings.decimal,
    });
    if (!result.ok) {
      const [failure] = result.failures;
      setFormFailure(failure ? { field: failure.field, key: failure.messageKey } : null);
      return;
    }
    setFormFailure(null);
    setChecked({ amount: toAmount(result.value.amount), reason: result.value.reason });
  };

  const act = (confirmed: { amount: number; reason: string }) =>
    save(async () => {
      const done = await correctWallet(
        user.uid,
        kind === 'refund'
          ? { kind, amount: confirmed.amount, reason: confirmed.reason, refersTo: entry.id, requestId }
          : { kind, entryId: entry.id, reason: confirmed.reason },
      );
      onDone(done.balance);
    });

  const label = kind === 'refund' ? t('addToWallet.refund') : t('addToWallet.reverse');
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={kind === 'refund' ? t('addToWallet.refundTitle') : t('addToWallet.reverseTitle')}
      footer={
        checked ? (
          <DialogFooter
            busy={saving}
            confirmLabel={label}
            testId="correction-confirm"
            onConfirm={() => void act(checked)}
            onCancel={() => setChecked(null)}
          />
        ) : (
          <DialogFooter
            busy={false}
            confirmLabel={t('addToWallet.continue')}
            testId="correction-continue"
            onConfirm={review}
            onCancel={onDismiss}
          />
        )
      }
    >
      <SpaceBetween size="m">
        <DialogFailure messageKey={failureKey} />
        {checked ? (
          <div data-testid="correction-summary">
            {kind === 'refund'
              ? t('addToWallet.refundConfirm', {
                  amount: formatAmount(checked.amount),
                  name,
                  entry: entry.id,
                  reason: checked.reason,
                })
              : t('addToWallet.reverseConfirm', {
                  amount: formatAmount(checked.amount),
                  name,
                  reason: checked.reason,
                })}
          </div>
        ) : (
          <>
            {kind === 'refund' && (
              <FormField
                label={t('addToWallet.amount')}
                errorText={formFailure?.field === 'amount' ? t(formFailure.key) : undefined}
              >
                <Input
                  value={amount}
                  onChange={({ detail }) => setAmount(detail.value)}
                  inputMode="decimal"
                  ariaLabel={t('addToWallet.amount')}
                  nativeInputAttributes={{ 'data-testid': 'correction-amount' }}
                />
              </FormField>
            )}
            <FormField
              label={t('addToWallet.reason')}
              description={t('addToWallet.reasonHint')}
              errorText={formFailure?.field === 'reason' ? t(formFailure.key) : undefined}
            >
              <Input
                value={reason}
                onChange={({ detail }) => setReason(detail.value)}
                ariaLabel={t('addToWallet.reason')}
                nativeInputAttributes={{ 'data-testid': 'correction-reason', maxLength: 200 }}
              />
            </FormField>
          </>
        )}
      </SpaceBetween>
    </Modal>
  );
}
