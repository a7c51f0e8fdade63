import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RedeemResult } from '@portal/contracts';
import { useNavigate } from '@portal/shared/router';
import { useCancelRedemption } from '../hooks/use-cancel-redemption';
import { useRedeemClaim } from '../hooks/use-redeem-claim';
import { useT } from '../../../i18n';
import { redeemErrorMessage } from '../lib/redeem-errors';
import { redeemFormError, type RedeemFormValues } from '../lib/redeem-validation';
import { toLocal } from '@portal/contracts/rules';

/** The redeem form's values, its Claim and Cancel actions and the popup message they leave. */
export function useRedeemForm(redeem: RedeemResult, defaults?: Partial<RedeemFormValues>) {
  const t = useT();
  const id = useId();
  const needsPubgId = redeem.id_require === 1;
  // The number in the form the subscriber signed in with (03..., not the stored 923...); the claim
  // takes it as shown.
  const phone = toLocal(redeem.tel ?? '');
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
      setPopup(t(invalid));
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
        phone,
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

  return {
    id,
    needsPubgId,
    phone,
    field,
    submit,
    giveUp,
    popup,
    closePopup: () => setPopup(null),
    claiming: claim.isPending,
    cancelling: cancel.isPending,
  };
}
