import type { Reward } from '@portal/contracts';
import { formatCredits } from '@portal/shared/lib';
import { Modal } from '@portal/shared/ui';

export interface ConfirmRedeemDialogProps {
  reward: Reward | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last step before credits are held: names the reward and its price. */
export function ConfirmRedeemDialog({ reward, onConfirm, onCancel }: ConfirmRedeemDialogProps) {
  return (
    <Modal open={reward !== null} title="Redeem" onClose={onCancel}>
      {reward && (
        <>
          <p>
            Redeem {reward.name} for {formatCredits(reward.credits)} credits?
          </p>
          <p className="pz-muted">
            The credits are held for 30 minutes while you give your details; they come back if you cancel or
            do not finish.
          </p>
          <div className="pz-actions">
            <button type="button" className="pz-button" onClick={onConfirm}>
              Yes, redeem
            </button>
            <button type="button" className="pz-button pz-button--secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
