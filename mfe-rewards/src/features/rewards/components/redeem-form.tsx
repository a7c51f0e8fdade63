import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RedeemResult } from '@portal/contracts';
import { useNavigate } from '@portal/shared/router';
import { Modal } from '@portal/shared/ui';
import { useCancelRedemption } from '../hooks/use-cancel-redemption';
import { useRedeemClaim } from '../hooks/use-redeem-claim';
import { redeemErrorMessage } from '../lib/redeem-errors';
import { redeemFormError, type RedeemFormValues } from '../lib/redeem-validation';

export interface RedeemFormProps {
  redeem: RedeemResult;
  /** Prefills the contact fields from the profile. */
  defaults?: Partial<RedeemFormValues>;
}

/** The redeem form of docs/product/rewards-and-credits.md: Claim shows a popup with the message when it is invalid. */
export function RedeemForm({ redeem, defaults }: RedeemFormProps) {
  const id = useId();
  const needsPubgId = redeem.id_require === 1;
  const [values, setValues] = useState<RedeemFormValues>({
    name: defaults?.name ?? '',
    email: defaults?.email ?? '',
    pubgId: '',
  });
  const [popup, setPopup] = useState<string | null>(null);
  const claim = useRedeemClaim();
  const cancel = useCancelRedemption();
  const navigate = useNavigate();
  const touched = useRef(false);
  // A second press before React re-renders the disabled button must not send a second claim.
  const sending = useRef(false);
  const defaultName = defaults?.name ?? '';
  const defaultEmail = defaults?.email ?? '';
  // The profile may arrive after the form opened: prefill only what the user has not typed yet.
  useEffect(() => {
    if (touched.current) return;
    setValues((v) => ({ ...v, name: v.name || defaultName, email: v.email || defaultEmail }));
  }, [defaultName, defaultEmail]);

  const field = (key: keyof RedeemFormValues) => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      touched.current = true;
      setValues((v) => ({ ...v, [key]: event.target.value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = redeemFormError(values, needsPubgId);
    if (invalid) {
      setPopup(invalid);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    claim.mutate(
      {
        item: redeem.item,
        uuid: redeem.uuid,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: redeem.tel ?? '',
        ...(needsPubgId ? { pubgId: values.pubgId.trim() } : {}),
      },
      {
        onError: (error) => {
          sending.current = false;
          setPopup(redeemErrorMessage(error));
        },
      },
    );
  };

  const giveUp = () => {
    if (sending.current) return;
    sending.current = true;
    cancel.mutate(redeem.uuid, {
      // Cancelled or already gone: either way the hold is no longer there to claim.
      onSettled: () => navigate('/rewards', { replace: true }),
    });
  };
  const busy = claim.isPending || cancel.isPending;

  return (
    <form className="redeem-form" onSubmit={submit} noValidate>
      <div className="pz-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input type="email" autoComplete="email" maxLength={120} {...field('email')} />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input id={`${id}-phone`} type="tel" value={redeem.tel ?? ''} readOnly />
      </div>
      {needsPubgId && (
        <div className="pz-field">
          <label htmlFor={`${id}-pubgId`}>PUBG ID</label>
          <input type="text" inputMode="numeric" autoComplete="off" maxLength={32} {...field('pubgId')} />
        </div>
      )}
      <div className="redeem-form__actions">
        <button type="submit" className="pz-button redeem-form__claim" disabled={busy}>
          {claim.isPending ? 'Claiming...' : 'Claim'}
        </button>
        <button type="button" className="pz-button pz-button--secondary" onClick={giveUp} disabled={busy}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel and return credits'}
        </button>
      </div>
      <Modal open={popup !== null} title="Redeem" onClose={() => setPopup(null)}>
        <p role="alert">{popup}</p>
        <button type="button" className="pz-button" onClick={() => setPopup(null)}>
          OK
        </button>
      </Modal>
    </form>
  );
}
