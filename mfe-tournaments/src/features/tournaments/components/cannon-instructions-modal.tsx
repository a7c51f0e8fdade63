import { Modal } from '@portal/shared/ui';

export interface CannonInstructionsModalProps {
  open: boolean;
  onClose: () => void;
}

export function CannonInstructionsModal({ open, onClose }: CannonInstructionsModalProps) {
  return (
    <Modal open={open} title="How to Play Cannon Clash" onClose={onClose}>
      <p className="pz-muted">Coming soon.</p>
    </Modal>
  );
}
