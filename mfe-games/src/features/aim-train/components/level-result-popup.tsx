import type { UseMutationResult } from '@portal/shared/query';
import type { GameLevelResultResponse } from '@portal/contracts';
import { isUnreachable } from '@portal/shared/api';
import { formatNumber } from '@portal/shared/i18n';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { levelReasonKey } from '../../../game-contracts/aim-train';
import type { LevelOutcome } from '../hooks/use-aim-train-level';

export interface LevelResultPopupProps {
  outcome: LevelOutcome | null;
  report: Pick<UseMutationResult<GameLevelResultResponse, Error, never>, 'status' | 'data' | 'error'>;
  onClose: () => void;
}

type T = ReturnType<typeof useT>;

/** 'Level N completed!' or 'Level N failed! Reason: {reason}' (docs/product/games.md), in the active language. */
export function levelOutcomeTitle(t: T, { level, passed, reason }: LevelOutcome): string {
  const n = formatNumber(level);
  if (passed) return t('games.level.completed', { level: n });
  const known = levelReasonKey(reason);
  // The game's own reasons are translated here; an api refusal arrives already in the language.
  const why = known ? t(`games.level.reason.${known.key}`, known.values) : (reason ?? '');
  return t('games.level.failed', { level: n, reason: why });
}

/** The end-of-level popup: the outcome, what the level-result call said, and Close. */
export function LevelResultPopup({ outcome, report, onClose }: LevelResultPopupProps) {
  const t = useT();
  if (!outcome) return null;
  const credited = report.data?.data?.credited ?? 0;
  // A pass the api refused (an answer, not a network failure) was closed there as failed: the title
  // says so with the api's reason rather than announcing a completed level.
  const refusedPass = outcome.passed && report.status === 'error' && !isUnreachable(report.error);
  const shown = refusedPass ? { ...outcome, passed: false, reason: report.error?.message ?? null } : outcome;
  // A pass is 'completed' once the api has counted it (as on the game's canvas): until it answers,
  // the title says the result is being saved.
  const savingPass = outcome.passed && (report.status === 'idle' || report.status === 'pending');
  return (
    <Modal
      open
      title={savingPass ? t('games.common.saving') : levelOutcomeTitle(t, shown)}
      onClose={onClose}
      closeLabel={t('games.common.close')}
      className="level-result"
    >
      {report.status === 'pending' && !savingPass && <p role="status">{t('games.common.saving')}</p>}
      {report.status === 'success' && credited > 0 && (
        <p>{t('games.level.credited', { credits: formatNumber(credited) })}</p>
      )}
      {report.status === 'success' && credited === 0 && outcome.passed && (
        <p>{t('games.level.alreadyCredited')}</p>
      )}
      {/* A failed level is played for the day (docs/product/games.md): the popup says when it opens,
          also when the api refused the begin for that (the page reloaded on a level played today)
          and when it refused a pass (which closes the play as failed). */}
      {(((report.status === 'success' || outcome.playedToday) && !outcome.passed) || refusedPass) && (
        <p>{t('games.level.againTomorrow')}</p>
      )}
      {report.status === 'error' && !refusedPass && <p role="alert">{report.error?.message}</p>}
      <button type="button" className="pz-button" onClick={onClose}>
        {t('games.common.close')}
      </button>
    </Modal>
  );
}
