import { useId, useState, type FormEvent } from 'react';
import { limits } from '@portal/contracts/rules';

export interface ReasonFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (reason: string) => void;
  onCancel?: () => void;
  pending?: boolean;
  error?: string;
}

/** A mandatory reason before an action that a subscriber sees or that moves credits. */
export function ReasonForm({ label, submitLabel, onSubmit, onCancel, pending, error }: ReasonFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  };
  return (
    <form className="op-reason" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={limits.staffReasonMax}
        required
        autoFocus
        onKeyDown={(e) => e.stopPropagation()}
      />
      <button className="op-button op-button--danger" type="submit" disabled={pending || !reason.trim()}>
        {submitLabel}
      </button>
      {onCancel && (
        <button className="op-button op-button--ghost" type="button" onClick={onCancel}>
          Cancel
        </button>
      )}
      {error && (
        <p role="alert" className="op-alert">
          {error}
        </p>
      )}
    </form>
  );
}
