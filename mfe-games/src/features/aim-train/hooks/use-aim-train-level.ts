import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@portal/shared/query';
import { reportLevelResult } from '@portal/shared/api';
import type { GameLevelResultResponse, GameLevelSession } from '@portal/shared/types';
import type { GameLoader } from '../../game-platform/hooks/use-game-loader';
import {
  AIM_TRAIN_GAME,
  LEVEL_SEND_DELAY_MS,
  decodeLevelEnded,
  encodeStartLevel,
  levelOutcomeMessage,
  type LevelEndedPayload,
} from '../lib/game-contract';

export interface LevelOutcome {
  passed: boolean;
  /** 'Level N completed!' or 'Level N failed! Reason: {reason}'. */
  message: string;
}

/**
 * The page's side of a level: sends StartLevel 500 ms after the game loaded, and on LevelEnded
 * reports the result (is_passed plus the replay the api re-runs) through the level-result call.
 */
export function useAimTrainLevel(
  loader: GameLoader,
  session: GameLevelSession,
  seed: number,
  /** False while the rotate notice covers the game: the level waits until it can be seen. */
  canStart = true,
) {
  const [outcome, setOutcome] = useState<LevelOutcome | null>(null);
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
  });
  const { mutate } = report;

  const { status, send, addEventListener, removeEventListener } = loader;
  const level = session.game_level;
  const sent = useRef(false);
  useEffect(() => {
    if (status !== 'loaded' || !canStart || sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = true;
      send(AIM_TRAIN_GAME.gameObject, AIM_TRAIN_GAME.methods.startLevel, encodeStartLevel({ level, seed }));
    }, LEVEL_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, canStart, send, level, seed]);

  useEffect(() => {
    const onEnded = (...parameters: unknown[]) => {
      const ended = decodeLevelEnded(parameters[0]);
      if (!ended || ended.level !== level) return;
      setOutcome({ passed: ended.passed, message: levelOutcomeMessage(level, ended.passed, ended.reason) });
      mutate(ended);
    };
    addEventListener(AIM_TRAIN_GAME.events.levelEnded, onEnded);
    return () => removeEventListener(AIM_TRAIN_GAME.events.levelEnded, onEnded);
  }, [addEventListener, removeEventListener, mutate, level]);

  return { outcome, report };
}
