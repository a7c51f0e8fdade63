import { Modal } from '@portal/shared/ui';

export interface GameSelectorProps {
  open: boolean;
  onClose: () => void;
}

export function GameSelector({ open, onClose }: GameSelectorProps) {
  return (
    <Modal open={open} title="SELECT YOUR GAME" onClose={onClose}>
      <p className="pz-muted">Coming soon.</p>
    </Modal>
  );
}
