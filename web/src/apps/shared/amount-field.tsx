/**
 * A typed amount of money with its limit beneath (the wallet top-up, a tip). The server checks the
 * amount's bounds; the screen reads digits with at most the currency's `decimal` decimals, which
 * the server also requires: '12.345' would otherwise be offered as 'Pay $12.35' and then refused.
 */
export const typedAmount = (typed: string, decimal: number): number | null => {
  const fraction = decimal > 0 ? `(\\.\\d{1,${decimal}})?` : '';
  return new RegExp(`^\\d+${fraction}$`).test(typed.trim()) ? Number(typed.trim()) : null;
};

export function AmountField({
  id,
  label,
  limit,
  value,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  /** The largest amount, in words; absent until it is known. */
  limit?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <div className="wf-field">
      <label htmlFor={`${id}-amount`}>{label}</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-limit`}
        data-testid={testId}
      />
      {limit !== undefined && (
        <p id={`${id}-limit`} className="wf-muted">
          {limit}
        </p>
      )}
    </div>
  );
}
