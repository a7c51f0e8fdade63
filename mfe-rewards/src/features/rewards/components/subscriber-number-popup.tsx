import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@portal/shared/query';
import { gamenowNotify } from '@portal/shared/api';
import { Modal } from '@portal/shared/ui';
import { useT, type Message } from '../../../i18n';
import {
  isValidSubscriberNumber,
  sanitizeSubscriberNumber,
  SUBSCRIBER_NOTIFY_FAILED,
  SUBSCRIBER_NUMBER_MESSAGE,
  toNotifyMsisdn,
} from '../lib/subscriber-number';

export interface SubscriberNumberPopupProps {
  open: boolean;
  onClose: () => void;
  /** The number was accepted: the redemption may go on. */
  onConfirmed: () => void;
}

/** docs/product/rewards-and-credits.md: partner (gamenow) users give their operator number before redeeming. */
export function SubscriberNumberPopup({ open, onClose, onConfirmed }: SubscriberNumberPopupProps) {
  const inputId = useId();
  const errorId = useId();
  const [number, setNumber] = useState('');
  const t = useT();
  const [error, setError] = useState<Message | null>(null);
  const notify = useMutation({
    mutationFn: async (value: string) => {
      const answer = await gamenowNotify({ msisdn: toNotifyMsisdn(value) });
      if (answer.success !== true) throw new Error(SUBSCRIBER_NOTIFY_FAILED);
    },
    onSuccess: () => onConfirmed(),
    onError: () => setError(SUBSCRIBER_NOTIFY_FAILED),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidSubscriberNumber(number)) {
      setError(SUBSCRIBER_NUMBER_MESSAGE);
      return;
    }
    setError(null);
    notify.mutate(number);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('rewards.subscriber.title')}>
      <form className="subscriber-popup" onSubmit={submit} noValidate>
        <p className="pz-muted">{t('rewards.subscriber.intro')}</p>
        <div className="pz-field">
          <label htmlFor={inputId}>{t('rewards.subscriber.label')}</label>
          <input
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="03XXXXXXXXX"
            value={number}
            aria-invalid={error === SUBSCRIBER_NUMBER_MESSAGE}
            aria-describedby={error ? errorId : undefined}
            // No maxLength: the browser would cut a pasted '0345 1234 567' before its spaces go.
            onChange={(event) => setNumber(sanitizeSubscriberNumber(event.target.value))}
          />
        </div>
        {error && (
          <p id={errorId} className="rewards-form-error" role="alert">
            {t(error)}
          </p>
        )}
        <button type="submit" className="pz-button" disabled={notify.isPending}>
          {notify.isPending ? t('rewards.subscriber.sending') : t('rewards.subscriber.submit')}
        </button>
      </form>
    </Modal>
  );
}
