import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@portal/shared/query';
import { submitMatchResult } from '@portal/shared/api';
import type { MatchResultResponse, ResultFlag } from '@portal/contracts';
import type { GameLoader } from '../../game-platform/hooks/use-game-loader';
import {
  CANNON_CLASH_GAME,
  ROOM_SEND_DELAY_MS,
  decodeMatchEnded,
  decodePhase,
  encodeJoinRoom,
  encodeReady,
  type JoinRoomPayload,
  type OpponentSeat,
} from '../../../game-contracts/cannon-clash';

/** 'loading' until the room data went out, then 'joining' until the room's first phase. */
export type MatchPhase = 'loading' | 'joining' | 'waiting' | 'playing' | 'finished';

export interface MatchView {
  phase: MatchPhase;
  /** Set when the match finished. */
  victory: boolean | null;
  /** How the room server decided it ('centre-destroyed', ..., 'forfeit'); '' until finished. */
  reason: string;
  /** The reason of the last connection error; cleared when the room speaks again. */
  connectionError: string | null;
  /** The opponent dropped during play and may still come back. */
  opponentAway?: boolean;
  /** Seconds before play once both players are in. */
  countdown?: number;
  /** While waiting: the opponent's seat is empty, taken by a phone held upright, or ready. */
  opponent?: OpponentSeat;
}

/**
 * The page's side of a match: sends the room data 1000 ms after the game loaded (docs/product/games.md),
 * whatever the phone's orientation, tells the game whether the player sees it (`inView`: false
 * behind the rotate notice), follows the game's PhaseChanged / MatchEnded / ConnectionError
 * events, and on the end of a tournament match submits the result (victory = winner, otherwise
 * loser); a failed submission is only logged (docs/product/games.md).
 */
export function useCannonMatch(loader: GameLoader, join: JoinRoomPayload, inView = true) {
  const [view, setView] = useState<MatchView>({
    phase: 'loading',
    victory: null,
    reason: '',
    connectionError: null,
  });
  const report = useMutation<MatchResultResponse, Error, ResultFlag>({
    mutationFn: (flag) =>
      submitMatchResult({ tournamentId: join.tournamentId ?? 0, roomId: join.roomId, result_flag: flag }),
    onError: (error) => console.error(error.message),
  });
  const { mutate } = report;

  const { status, send, addEventListener, removeEventListener } = loader;
  const parameter = encodeJoinRoom(join);
  // Opening the page is being there: the room is joined even with the phone held upright, so the
  // player takes the seat and counts as present; the room waits for both to see the game before
  // it counts down. The game starts out in view, so it hears only when the rotate notice covers it
  // (before JoinRoom, when the page opens upright) and when it is turned again.
  const told = useRef(true);
  useEffect(() => {
    if (status !== 'loaded' || told.current === inView) return;
    told.current = inView;
    send(CANNON_CLASH_GAME.gameObject, CANNON_CLASH_GAME.methods.setReady, encodeReady(inView));
  }, [status, inView, send]);
  useEffect(() => {
    if (status !== 'loaded') return undefined;
    const timer = setTimeout(() => {
      send(CANNON_CLASH_GAME.gameObject, CANNON_CLASH_GAME.methods.joinRoom, parameter);
      setView((v) => (v.phase === 'loading' ? { ...v, phase: 'joining' } : v));
    }, ROOM_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, send, parameter]);

  const { tournamentId, roomId } = join;
  useEffect(() => {
    const onPhase = (...parameters: unknown[]) => {
      const payload = decodePhase(parameters[0]);
      if (!payload) return;
      setView((v) =>
        v.phase === 'finished'
          ? v
          : {
              phase: payload.phase,
              victory: null,
              reason: '',
              connectionError: null,
              opponentAway: v.opponentAway,
              countdown: payload.countdown ?? 0,
              opponent: payload.opponent ?? 'absent',
            },
      );
    };
    let ended = false;
    const onEnded = (...parameters: unknown[]) => {
      const payload = decodeMatchEnded(parameters[0]);
      if (!payload || ended) return;
      ended = true;
      setView({ phase: 'finished', victory: payload.victory, reason: payload.reason, connectionError: null });
      if (tournamentId !== null && roomId) mutate(payload.victory ? 'winner' : 'loser');
    };
    const onError = (...parameters: unknown[]) => {
      const reason = typeof parameters[0] === 'string' && parameters[0] ? parameters[0] : 'Unknown error';
      setView((v) => (v.phase === 'finished' ? v : { ...v, connectionError: reason }));
    };
    const onOpponent = (...parameters: unknown[]) => {
      const away = parameters[0] === 'away';
      setView((v) => (v.phase === 'finished' ? v : { ...v, opponentAway: away }));
    };
    const { phase, ended: endedEvent, connectionError, opponent } = CANNON_CLASH_GAME.events;
    addEventListener(phase, onPhase);
    addEventListener(endedEvent, onEnded);
    addEventListener(connectionError, onError);
    addEventListener(opponent, onOpponent);
    return () => {
      removeEventListener(phase, onPhase);
      removeEventListener(endedEvent, onEnded);
      removeEventListener(connectionError, onError);
      removeEventListener(opponent, onOpponent);
    };
  }, [addEventListener, removeEventListener, mutate, tournamentId, roomId]);

  return { view, report };
}
