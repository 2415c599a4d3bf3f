import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input with its hint read out with it (aria-describedby), in the sign-in page's plain markup. */
export function TextField({
  label,
  hint,
  testId,
  ...input
}: { label: string; hint: string; testId: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="sign-in-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={`${id}-hint`} data-testid={testId} {...input} />
      <small id={`${id}-hint`}>{hint}</small>
    </div>
  );
}
