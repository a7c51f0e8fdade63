import { useState, type FormEvent } from 'react';
import { formatCredits } from '@portal/shared/lib';
import { limits } from '@portal/contracts/rules';
import type { useSubscriberAction } from './api';

/** crypto.randomUUID: in every supported browser on https and on localhost. */
const newRequestId = (): string => crypto.randomUUID();

/** Grant (positive) or deduct (negative) credits; the reason is mandatory and goes to the ledger and the audit log. */
export function CreditForm({ action }: { action: ReturnType<typeof useSubscriberAction> }) {
  const [mode, setMode] = useState<'grant' | 'deduct'>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  // One id per filled-in form: a double click or a retry of the same grant moves credits once.
  const [requestId, setRequestId] = useState(newRequestId);
  const value = Math.trunc(Number(amount));
  const valid = value > 0 && reason.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const delta = mode === 'grant' ? value : -value;
    action.mutate(
      { credits: { delta, reason: reason.trim(), requestId } },
      {
        onSuccess: () => {
          setRequestId(newRequestId());
          setDone(`${mode === 'grant' ? 'Granted' : 'Deducted'} ${formatCredits(value)} credits.`);
          setAmount('');
          setReason('');
        },
      },
    );
  };
  return (
    <form className="op-card op-credit" onSubmit={submit} aria-labelledby="op-credit-title">
      <h2 id="op-credit-title">Adjust credits</h2>
      <div className="op-credit__row">
        <label className="op-field">
          <span>Action</span>
          <select value={mode} onChange={(e) => setMode(e.target.value as 'grant' | 'deduct')}>
            <option value="grant">Grant</option>
            <option value="deduct">Deduct</option>
          </select>
        </label>
        <label className="op-field">
          <span>Credits</span>
          <input
            type="number"
            min={1}
            max={100000}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        </label>
        <label className="op-field op-credit__reason">
          <span>Reason (required)</span>
          <input
            value={reason}
            minLength={3}
            maxLength={limits.staffReasonMax}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        </label>
        <button className="op-button op-button--primary" type="submit" disabled={!valid || action.isPending}>
          {mode === 'grant' ? 'Grant credits' : 'Deduct credits'}
        </button>
      </div>
      {action.error && (
        <p role="alert" className="op-alert">
          {action.error.message}
        </p>
      )}
      {done && !action.error && <p role="status">{done}</p>}
    </form>
  );
}
