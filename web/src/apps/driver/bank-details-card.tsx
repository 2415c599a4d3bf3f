import { hasBankDetails } from '@wayfare/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/api-error';
import { updateBankDetails, type BankDetails } from '../../api/me';
import { useAppSession } from '../shared/app-session';
import { ErrorMessage } from '../shared/states';

/** The server's limits (accounts.args.ts), so a driver cannot type past them. */
const FIELDS: { name: keyof BankDetails; max: number }[] = [
  { name: 'bankName', max: 80 },
  { name: 'bankCode', max: 40 },
  { name: 'bankAccount', max: 64 },
];

/**
 * The driver's own bank details, where withdrawals are paid (product.md §3): shown, and entered or
 * changed here. The server decides what is required (a name and an account while bank_fields is on).
 */
export function BankDetailsCard() {
  const { t } = useTranslation();
  const { me, reloadMe } = useAppSession();
  const id = useId();
  const [editing, setEditing] = useState(!hasBankDetails(me));
  const [form, setForm] = useState<BankDetails>({
    bankName: me.bankName ?? '',
    bankCode: me.bankCode ?? '',
    bankAccount: me.bankAccount ?? '',
  });
  const [message, setMessage] = useState<{ key: string; ok: boolean } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updateBankDetails(form);
      await reloadMe();
      setEditing(false);
      setMessage({ key: 'drive.bankSaved', ok: true });
    } catch (error) {
      setMessage({ key: toApiError(error).messageKey, ok: false });
    }
  };
  return (
    <section className="wf-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('drive.bankDetails')}</h3>
      {editing ? (
        <form onSubmit={(event) => void submit(event)}>
          {FIELDS.map(({ name, max }) => (
            <div className="wf-field" key={name}>
              <label htmlFor={`${id}-${name}`}>{t(`users.field.${name}`)}</label>
              <input
                id={`${id}-${name}`}
                data-testid={name}
                maxLength={max}
                autoComplete="off"
                value={form[name]}
                onChange={(event) => setForm({ ...form, [name]: event.target.value })}
              />
            </div>
          ))}
          {message && !message.ok && <ErrorMessage error={{ messageKey: message.key }} />}
          <button type="submit" className="primary" data-testid="save-bank">
            {t('drive.saveBank')}
          </button>
        </form>
      ) : (
        <>
          <dl className="wf-details">
            {FIELDS.map(({ name }) => [
              <dt key={`${name}-label`}>{t(`users.field.${name}`)}</dt>,
              <dd key={name}>{me[name] || '–'}</dd>,
            ])}
          </dl>
          {message?.ok && (
            <p role="status" className="wf-note">
              {t(message.key)}
            </p>
          )}
          <button
            type="button"
            data-testid="edit-bank"
            onClick={() => {
              setMessage(null);
              setEditing(true);
            }}
          >
            {t('drive.editBank')}
          </button>
        </>
      )}
    </section>
  );
}
