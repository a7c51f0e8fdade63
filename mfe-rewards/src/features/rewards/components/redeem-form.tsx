import type { RedeemResult } from '@portal/contracts';
import { Modal } from '@portal/shared/ui';
import type { RedeemFormValues } from '../lib/redeem-validation';
import { useRedeemForm } from './use-redeem-form';

export interface RedeemFormProps {
  redeem: RedeemResult;
  /** Prefills the contact fields from the profile. */
  defaults?: Partial<RedeemFormValues>;
}

/** The redeem form of docs/product/rewards-and-credits.md: Claim shows a popup with the message when it is invalid. */
export function RedeemForm({ redeem, defaults }: RedeemFormProps) {
  const form = useRedeemForm(redeem, defaults);
  const { id, field } = form;
  const busy = form.claiming || form.cancelling;

  return (
    <form className="redeem-form" onSubmit={form.submit} noValidate>
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
      {form.needsPubgId && (
        <div className="pz-field">
          <label htmlFor={`${id}-pubgId`}>PUBG ID</label>
          <input type="text" inputMode="numeric" autoComplete="off" maxLength={32} {...field('pubgId')} />
        </div>
      )}
      <div className="redeem-form__actions">
        <button type="submit" className="pz-button redeem-form__claim" disabled={busy}>
          {form.claiming ? 'Claiming...' : 'Claim'}
        </button>
        <button
          type="button"
          className="pz-button pz-button--secondary"
          onClick={form.giveUp}
          disabled={busy}
        >
          {form.cancelling ? 'Cancelling...' : 'Cancel and return credits'}
        </button>
      </div>
      <Modal open={form.popup !== null} title="Redeem" onClose={form.closePopup}>
        <p role="alert">{form.popup}</p>
        <button type="button" className="pz-button" onClick={form.closePopup}>
          OK
        </button>
      </Modal>
    </form>
  );
}
