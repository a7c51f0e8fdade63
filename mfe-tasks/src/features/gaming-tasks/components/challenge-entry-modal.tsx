import { Modal } from '@portal/shared/ui';
import { submitChallengeEntry } from '@portal/shared/api';
import { ScreenshotForm } from '../../screenshot/components/screenshot-form';
import { CHALLENGE_SUBMIT_FAILED, readAsDataUrl } from '../../screenshot/lib/screenshot-rules';

export interface ChallengeEntryModalProps {
  open: boolean;
  title: string;
  gameId: number;
  challengeId: number;
  onClose: () => void;
  onSubmitted: () => void;
}

/** 'Submit Entry' for a game challenge: the screenshot goes as a data URL. */
export function ChallengeEntryModal({
  open,
  title,
  gameId,
  challengeId,
  onClose,
  onSubmitted,
}: ChallengeEntryModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <ScreenshotForm
        failedMessage={CHALLENGE_SUBMIT_FAILED}
        submit={async (file, onProgress) =>
          submitChallengeEntry({ entryImage: await readAsDataUrl(file), gameId, challengeId }, onProgress)
        }
        onSubmitted={onSubmitted}
      />
    </Modal>
  );
}
