import type { Reward } from '@portal/contracts';
import { formatCredits } from '@portal/shared/lib';
import { useLocalName } from '@portal/shared/i18n';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';

export interface ConfirmRedeemDialogProps {
  reward: Reward | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last step before credits are held: names the reward and its price. */
export function ConfirmRedeemDialog({ reward, onConfirm, onCancel }: ConfirmRedeemDialogProps) {
  const t = useT();
  const localName = useLocalName();
  return (
    <Modal open={reward !== null} title={t('rewards.confirm.title')} onClose={onCancel}>
      {reward && (
        <>
          <p>
            {t('rewards.confirm.question', {
              name: localName(reward),
              credits: formatCredits(reward.credits),
            })}
          </p>
          <p className="pz-muted">{t('rewards.confirm.hold')}</p>
          <div className="pz-actions">
            <button type="button" className="pz-button" onClick={onConfirm}>
              {t('rewards.confirm.yes')}
            </button>
            <button type="button" className="pz-button pz-button--secondary" onClick={onCancel}>
              {t('rewards.confirm.cancel')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
