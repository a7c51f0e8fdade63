import type { RedeemResult } from '@portal/contracts';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import type { RedeemFormValues } from '../lib/redeem-validation';
import { useRedeemForm } from './use-redeem-form';

export interface RedeemFormProps {
  redeem: RedeemResult;
  /** Prefills the contact fields from the profile. */
  defaults?: Partial<RedeemFormValues>;
}

/** The redeem form of docs/product/rewards-and-credits.md: Claim shows a popup with the message when it is invalid. */
export function RedeemForm({ redeem, defaults }: RedeemFormProps) {
  const t = useT();
  const form = useRedeemForm(redeem, defaults);
  const { id, field } = form;
  const busy = form.claiming || form.cancelling;

  return (
    <form className="redeem-form" onSubmit={form.submit} noValidate>
      <div className="pz-field">
        <label htmlFor={`${id}-name`}>{t('rewards.redeem.name')}</label>
        <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-email`}>{t('rewards.redeem.email')}</label>
        <input type="email" autoComplete="email" maxLength={120} {...field('email')} />
      </div>
      <div className="pz-field">
        <label htmlFor={`${id}-phone`}>{t('rewards.redeem.phone')}</label>
        <input id={`${id}-phone`} type="tel" value={form.phone} readOnly />
      </div>
      {form.needsPubgId && (
        <div className="pz-field">
          <label htmlFor={`${id}-pubgId`}>{t('rewards.redeem.pubgId')}</label>
          <input type="text" inputMode="numeric" autoComplete="off" maxLength={32} {...field('pubgId')} />
        </div>
      )}
      <div className="redeem-form__actions">
        <button type="submit" className="pz-button redeem-form__claim" disabled={busy}>
          {form.claiming ? t('rewards.redeem.claiming') : t('rewards.redeem.claim')}
        </button>
        <button
          type="button"
          className="pz-button pz-button--secondary"
          onClick={form.giveUp}
          disabled={busy}
        >
          {form.cancelling ? t('rewards.redeem.cancelling') : t('rewards.redeem.giveUp')}
        </button>
      </div>
      <Modal open={form.popup !== null} title={t('rewards.redeem.popupTitle')} onClose={form.closePopup}>
        <p role="alert">{form.popup}</p>
        <button type="button" className="pz-button" onClick={form.closePopup}>
          {t('rewards.redeem.ok')}
        </button>
      </Modal>
    </form>
  );
}
