import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@portal/shared/query';
import { ApiError, beginGameLevel, reportLevelResult } from '@portal/shared/api';
import type { GameLevelResultResponse, GameLevelSession } from '@portal/contracts';
import type { MessageCode } from '@portal/contracts/messages';
import type { GameLoader } from '../../game-platform/hooks/use-game-loader';
import { useLeaveWarning } from '../../game-platform/hooks/use-leave-warning';
import { useRefreshLevelLists } from '../../game-platform/hooks/use-refresh-level-lists';
import {
  AIM_TRAIN_GAME,
  LEVEL_SEND_DELAY_MS,
  decodeLevelEnded,
  encodeLevelVerdict,
  encodePaused,
  encodeStartLevel,
  type LevelEndedPayload,
} from '../../../game-contracts/aim-train';

export interface LevelOutcome {
  level: number;
  passed: boolean;
  /** Why it failed: the game's reason or the api's message; null on a pass. */
  reason: string | null;
  /**
   * The api refused the begin as a restart: the level counts as failed and is played for today (a
   * refusal as played before says 'Come back tomorrow!' itself).
   */
  playedToday?: boolean;
}

/** The api's refusal of a begin that fails the level for today without saying when it opens. */
const PLAYED_TODAY_CODES: readonly unknown[] = ['AIM_RESTARTED'] satisfies MessageCode[];

function playedToday(error: Error): boolean {
  const body = error instanceof ApiError ? (error.body as { code?: unknown } | undefined) : undefined;
  return PLAYED_TODAY_CODES.includes(body?.code);
}

/** Tells the game on each change whether it stands still (SetPaused); it starts out playing. */
function usePausedLevel({ status, send }: GameLoader, paused: boolean) {
  const told = useRef(false);
  useEffect(() => {
    if (status !== 'loaded' || told.current === paused) return;
    told.current = paused;
    send(AIM_TRAIN_GAME.gameObject, AIM_TRAIN_GAME.methods.setPaused, encodePaused(paused));
  }, [status, paused, send]);
}

/**
 * The page's side of a level: 500 ms after the game loaded it begins the level with the api (once:
 * the api counts a second begin, e.g. after a reload, as a failed level, and the page then shows
 * that failure instead of a fresh run) and sends StartLevel with the seed the api answers. On
 * LevelEnded it reports the result (is_passed plus the replay the api re-runs) and, once that call
 * settled, tells the game whether the api counted it (LevelVerdict), so the canvas says 'completed'
 * only of a pass the api counted, never beside a refusal in the popup. From the begin until
 * the outcome the level is in play: closing or reloading the tab then asks first, since leaving
 * fails the level. The portal's level lists are marked stale once the api answered the begin or the
 * result, so they show the level as it now stands.
 */
export function useAimTrainLevel(
  loader: GameLoader,
  session: GameLevelSession,
  seed: number,
  /** False while the rotate notice covers the game: the level waits until it can be seen. */
  canStart = true,
) {
  const [outcome, setOutcome] = useState<LevelOutcome | null>(null);
  const [begun, setBegun] = useState(false);
  const leaveQuestion = useLeaveWarning(begun && outcome === null);
  const refreshLevelLists = useRefreshLevelLists();
  const report = useMutation<GameLevelResultResponse, Error, LevelEndedPayload>({
    mutationFn: (ended) =>
      reportLevelResult({
        ...session,
        is_passed: ended.passed ? '1' : '0',
        replay: {
          seed: ended.replay.seed,
          inputs: ended.replay.inputs.map(({ tick, x, y }) => ({ tick, x, y })),
        },
      }),
    onSettled: refreshLevelLists,
  });
  const { mutate } = report;

  const { status, send, addEventListener, removeEventListener } = loader;
  const level = session.game_level;
  const sent = useRef(false);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (status !== 'loaded' || !canStart || sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = true;
      setBegun(true);
      // Whatever the answer (a begun level, or a restart the api closed as failed), the lists change,
      // also when the page was left while the begin was on its way.
      beginGameLevel(sessionRef.current)
        .finally(refreshLevelLists)
        .then(
          (answer) => {
            if (!mounted.current) return;
            const issued = answer.data?.seed ?? seed;
            send(
              AIM_TRAIN_GAME.gameObject,
              AIM_TRAIN_GAME.methods.startLevel,
              encodeStartLevel({ level, seed: issued }),
            );
          },
          (error: Error) => {
            if (!mounted.current) return;
            setOutcome({ level, passed: false, reason: error.message, playedToday: playedToday(error) });
          },
        );
    }, LEVEL_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, canStart, send, level, seed, refreshLevelLists]);

  // The level stands still while it cannot be seen: behind the rotate notice (a phone turned
  // upright mid-level) and while 'Leave this level?' is asked over it.
  usePausedLevel(loader, !canStart || leaveQuestion.open);

  useEffect(() => {
    const onEnded = (...parameters: unknown[]) => {
      const ended = decodeLevelEnded(parameters[0]);
      if (!ended || ended.level !== level) return;
      setOutcome({ level, passed: ended.passed, reason: ended.passed ? null : ended.reason });
      const verdict = (counted: boolean) =>
        send(
          AIM_TRAIN_GAME.gameObject,
          AIM_TRAIN_GAME.methods.levelVerdict,
          encodeLevelVerdict({ level, counted }),
        );
      mutate(ended, { onSuccess: () => verdict(true), onError: () => verdict(false) });
    };
    addEventListener(AIM_TRAIN_GAME.events.levelEnded, onEnded);
    return () => removeEventListener(AIM_TRAIN_GAME.events.levelEnded, onEnded);
  }, [addEventListener, removeEventListener, mutate, send, level]);

  return { outcome, report, leaveQuestion };
}
