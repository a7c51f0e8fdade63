import { Modal } from '@portal/shared/ui';

export interface DailyCheckinPopupProps {
  open: boolean;
  onClose: () => void;
}

export function DailyCheckinPopup({ open, onClose }: DailyCheckinPopupProps) {
  return (
    <Modal open={open} title="Daily Check-in" onClose={onClose}>
      <p className="pz-muted">Coming soon.</p>
    </Modal>
  );
}
