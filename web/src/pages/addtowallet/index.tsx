import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Flashbar from '@cloudscape-design/components/flashbar';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  formatMoney,
  toAmount,
  toMoney,
  validateWalletCorrection,
  validateWalletTopUp,
} from '@wayfare/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserType } from '../../api/types';
import { addToWallet, correctWallet } from '../../api/wallet-admin';
import { useBackOffice } from '../../back-office/back-office-context';
import { ConfirmModal } from '../../back-office/confirm-modal';
import { useNotifications } from '../../back-office/use-notifications';
import { useUserOptions } from '../../back-office/users/use-user-options';
import { WalletHistoryTable } from './wallet-history-table';

/** Wallets that take top-ups: riders pay from theirs, drivers are paid into theirs. */
const WALLET_USER_TYPES: readonly UserType[] = ['rider', 'driver'];

/** What the form does: credit (product.md §5) or debit with a reason (a correction). */
type Operation = 'topUp' | 'debit';

/** A checked top-up or debit waiting for the operator's confirmation. */
interface PendingChange {
  operation: Operation;
  user: User;
  amount: number;
  reason: string;
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

/**
 * Add to wallet (product.md §2, §5): choose a user by search, enter an amount above 0 and at most the
 * settings' limit, press the button and confirm the amount and the name. The server credits once
 * per request id and tells the user by push; the page then shows the new balance and the user's
 * wallet history, where the credit stays as the trace. A debit takes a reason and is confirmed with
 * it; the history's row actions refund a debit or reverse a top-up (docs/back-office.md).
 */
export default function AddToWalletPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const { items: notifications, notify } = useNotifications();
  const [usertype, setUsertype] = useState<UserType>('rider');
  const [user, setUser] = useState<User | null>(null);
  const [operation, setOperation] = useState<Operation>('topUp');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PendingChange | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  // One id per intended top-up: a double click or a retry of the same form credits once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const users = useUserOptions(usertype);
  const formatAmount = (value: number) => formatMoney(toMoney(value), settings);

  const startNewRequest = () => setRequestId(crypto.randomUUID());
  const choose = (uid: string | undefined) => {
    const chosen = users.users.find((candidate) => candidate.uid === uid) ?? null;
    setUser(chosen);
    setBalance(chosen?.walletBalance ?? null);
    startNewRequest();
  };

  // The form's own checks first (product.md §5, plain digits, the settings' limit, the currency's
  // decimals); then the operator confirms the amount and the name before anything is credited.
  const review = () => {
    const typed = { userId: user?.uid, amount: amount.trim(), decimal: settings.decimal };
    const checked =
      operation === 'topUp'
        ? validateWalletTopUp({ ...typed, max: settings.walletTopUpMax })
        : validateWalletCorrection({ ...typed, reason });
    setFailureKey(checked.ok ? null : (checked.failures[0]?.messageKey ?? null));
    if (!checked.ok || !user) return;
    const checkedReason = 'reason' in checked.value ? String(checked.value.reason) : '';
    setConfirming({ operation, user, amount: toAmount(checked.value.amount), reason: checkedReason });
  };

  const afterChange = (newBalance: number) => {
    setBalance(newBalance);
    setHistoryVersion((version) => version + 1);
    notify('success', 'success');
  };

  const apply = async (change: PendingChange) => {
    setSaving(true);
    try {
      const entry =
        change.operation === 'topUp'
          ? await addToWallet(change.user.uid, change.amount, requestId)
          : await correctWallet(change.user.uid, {
              kind: 'debit',
              amount: change.amount,
              reason: change.reason,
              requestId,
            });
      setConfirming(null);
      setAmount('');
      setReason('');
      startNewRequest();
      afterChange(entry.balance);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <Flashbar items={notifications} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) review();
        }}
      >
        <Form
          errorText={failureKey === 'no details error' ? t(failureKey) : undefined}
          actions={
            <Button
              variant="primary"
              loading={saving}
              formAction="submit"
              nativeButtonAttributes={{ 'data-testid': 'wallet-submit' }}
            >
              {operation === 'topUp' ? t('addToWallet.submit') : t('addToWallet.debitSubmit')}
            </Button>
          }
        >
          <Container header={<Header variant="h1">{t('nav.addtowallet')}</Header>}>
            <SpaceBetween size="m">
              <FormField label={t('addToWallet.usertype')}>
                <SegmentedControl
                  selectedId={usertype}
                  label={t('addToWallet.usertype')}
                  options={WALLET_USER_TYPES.map((type) => ({ id: type, text: t(`usertype.${type}`) }))}
                  onChange={({ detail }) => {
                    setUsertype(detail.selectedId as UserType);
                    choose(undefined);
                  }}
                />
              </FormField>
              <FormField
                label={t('addToWallet.user')}
                description={
                  balance === null ? undefined : t('addToWallet.balance', { amount: formatAmount(balance) })
                }
              >
                <Select
                  selectedOption={
                    users.options.find((option) => option.value === user?.uid) ??
                    (user ? { value: user.uid, label: fullName(user) } : null)
                  }
                  onChange={({ detail }) => choose(detail.selectedOption.value)}
                  options={users.options}
                  filteringType="manual"
                  onLoadItems={({ detail }) => void users.load(detail.filteringText)}
                  statusType={users.status}
                  loadingText={t('app.loading')}
                  errorText={t('errors.internal')}
                  empty={t('No users available.')}
                  placeholder={t('addToWallet.userPlaceholder')}
                  filteringPlaceholder={t('addToWallet.userSearch')}
                  filteringAriaLabel={t('addToWallet.userSearch')}
                  ariaLabel={t('addToWallet.user')}
                  data-testid="wallet-user"
                />
              </FormField>
              <FormField label={t('addToWallet.operation')}>
                <SegmentedControl
                  selectedId={operation}
                  label={t('addToWallet.operation')}
                  options={(['topUp', 'debit'] as const).map((id) => ({
                    id,
                    text: t(`addToWallet.operation.${id}`),
                  }))}
                  onChange={({ detail }) => {
                    setOperation(detail.selectedId as Operation);
                    setFailureKey(null);
                    startNewRequest();
                  }}
                  data-testid="wallet-operation"
                />
              </FormField>
              <FormField
                label={t('addToWallet.amount')}
                constraintText={
                  operation === 'topUp'
                    ? t('addToWallet.limit', { amount: formatAmount(settings.walletTopUpMax) })
                    : undefined
                }
                errorText={
                  failureKey && failureKey !== 'no details error' && failureKey !== 'reason_required'
                    ? t(failureKey)
                    : undefined
                }
              >
                <Input
                  value={amount}
                  onChange={({ detail }) => {
                    setAmount(detail.value);
                    startNewRequest();
                  }}
                  inputMode="decimal"
                  ariaLabel={t('addToWallet.amount')}
                  disabled={saving}
                  nativeInputAttributes={{ 'data-testid': 'wallet-amount' }}
                />
              </FormField>
              {operation === 'debit' && (
                <FormField
                  label={t('addToWallet.reason')}
                  description={t('addToWallet.reasonHint')}
                  errorText={failureKey === 'reason_required' ? t(failureKey) : undefined}
                >
                  <Input
                    value={reason}
                    onChange={({ detail }) => {
                      setReason(detail.value);
                      startNewRequest();
                    }}
                    ariaLabel={t('addToWallet.reason')}
                    disabled={saving}
                    nativeInputAttributes={{ 'data-testid': 'wallet-reason', maxLength: 200 }}
                  />
                </FormField>
              )}
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      {confirming && (
        <ConfirmModal
          header={
            confirming.operation === 'topUp' ? t('addToWallet.confirmTitle') : t('addToWallet.debitTitle')
          }
          message={t(confirming.operation === 'topUp' ? 'addToWallet.confirm' : 'addToWallet.debitConfirm', {
            amount: formatAmount(confirming.amount),
            name: fullName(confirming.user),
            reason: confirming.reason,
          })}
          confirmLabel={
            confirming.operation === 'topUp' ? t('addToWallet.submit') : t('addToWallet.debitSubmit')
          }
          testId="wallet-confirm"
          onConfirm={() => apply(confirming)}
          onDismiss={() => setConfirming(null)}
        />
      )}
      {user && (
        <WalletHistoryTable key={`${user.uid}-${historyVersion}`} user={user} onCorrected={afterChange} />
      )}
    </SpaceBetween>
  );
}
