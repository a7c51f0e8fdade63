import { formatNumber, Trans } from '@portal/shared/i18n';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';

export interface CongratulationsModalProps {
  open: boolean;
  credits: number;
  onClose: () => void;
}

/** docs/product/streak-and-tasks.md: a successful claim shows 'Congratulations!' with the credits earned. */
export function CongratulationsModal({ open, credits, onClose }: CongratulationsModalProps) {
  const t = useT();
  return (
    <Modal open={open} title={t('tasks.congrats.title')} onClose={onClose} className="tasks-congrats">
      <p className="tasks-congrats__credits">
        <Trans
          id="tasks.congrats.credits"
          values={{ amount: formatNumber(credits) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <p className="pz-muted">{t('tasks.congrats.added')}</p>
      <button type="button" className="pz-button" onClick={onClose}>
        {t('tasks.congrats.ok')}
      </button>
    </Modal>
  );
}
