import { Modal } from '@portal/shared/ui';

export interface CongratulationsModalProps {
  open: boolean;
  credits: number;
  onClose: () => void;
}

/** docs/product/streak-and-tasks.md: a successful claim shows 'Congratulations!' with the credits earned. */
export function CongratulationsModal({ open, credits, onClose }: CongratulationsModalProps) {
  return (
    <Modal open={open} title="Congratulations!" onClose={onClose} className="tasks-congrats">
      <p className="tasks-congrats__credits">
        <strong>+{credits}</strong> credits
      </p>
      <p className="pz-muted">They have been added to your wallet.</p>
      <button type="button" className="pz-button" onClick={onClose}>
        OK
      </button>
    </Modal>
  );
}
