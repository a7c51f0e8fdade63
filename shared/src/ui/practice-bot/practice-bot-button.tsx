import { practiceBotRoute, startPracticeBot } from '@portal/shared/api';
import { useMutation } from '@portal/shared/query';
import { useNavigate } from '@portal/shared/router';
import { ErrorMessage } from '../error-message/error-message';
import { useSharedT } from '../use-shared-t';

/** 'Practice vs bot': opens a Cannon Clash practice match against the server's bot (no tournament, no credits). */
export function PracticeBotButton() {
  const t = useSharedT();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: startPracticeBot,
    onSuccess: (answer) => void navigate('/cannon-clash', { state: practiceBotRoute(answer.data.roomId) }),
  });
  return (
    <>
      <button
        type="button"
        className="pz-button pz-button--secondary"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {t('shared.practiceBot.start')}
      </button>
      {start.isError && <ErrorMessage message={start.error.message} prefixed={false} />}
    </>
  );
}
