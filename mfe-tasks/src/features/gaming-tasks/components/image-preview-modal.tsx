import { Modal } from '@portal/shared/ui';

export interface ImagePreviewModalProps {
  open: boolean;
  title: string;
  src: string;
  onClose: () => void;
}

/** The challenge image at full size. */
export function ImagePreviewModal({ open, title, src, onClose }: ImagePreviewModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} className="image-preview">
      <img src={src} alt={title} width={640} height={360} className="image-preview__img" />
    </Modal>
  );
}
