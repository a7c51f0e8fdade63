// The game's link to the Cannon Clash room server (api/src/rooms, Colyseus 0.18; protocol in
// shared/src/types/cannon-clash.ts): joins the room of the Room ID with the portal's token on the
// portal's own origin, hands the room's messages and states to the game, and sends the player's
// inputs (drag targets at most 20 per second, presses at once). The SDK reconnects a dropped
// connection by itself within the server's grace period; onDrop / onReconnect say when.
import { Client, type Room } from '@colyseus/sdk';
import type {
  CannonClashState,
  CannonEnd,
  CannonInput,
  CannonJoinOptions,
  CannonWelcome,
} from '@portal/shared/types';
import type { JoinRoomPayload } from '../../features/cannon-clash/lib/game-contract';

export const ROOM_NAME = 'cannon_clash';
export const ROOMS_PATH = '/api/rooms';
const INPUT_INTERVAL_MS = 50;

export interface RoomListener {
  joined(sessionId: string): void;
  welcome(message: CannonWelcome): void;
  state(state: CannonClashState): void;
  end(message: CannonEnd): void;
  dropped(): void;
  reconnected(): void;
  /** Could not join, or the connection is gone for good. */
  failed(reason: string): void;
}

export interface RoomLink {
  /** Queues a drag target (world x); sent at most every 50 ms, the newest one wins. */
  moveTo(worldX: number): void;
  fire(): void;
  /** Sends what is queued when its time has come; call often (each update). */
  flush(now: number): void;
  leave(): void;
}

/** The refusal's text for the player: the server's message, else a plain reason. */
export function joinFailureReason(error: unknown): string {
  if (error instanceof TypeError) return 'Unable to reach the game server';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() || 'Unable to join the room';
}

export function openRoom(join: JoinRoomPayload, listener: RoomListener, origin: string): RoomLink {
  const client = new Client(`${origin}${ROOMS_PATH}`);
  client.auth.token = join.token;
  let room: Room<unknown, CannonClashState> | null = null;
  let closed = false;
  let ended = false;
  let pendingX: number | null = null;
  let lastSent = -Infinity;

  const options: CannonJoinOptions = { roomCode: join.roomId, tournamentId: join.tournamentId };
  client.joinOrCreate<CannonClashState>(ROOM_NAME, options).then(
    (r) => {
      if (closed) {
        void r.leave(true);
        return;
      }
      room = r;
      r.onMessage('welcome', (m: CannonWelcome) => listener.welcome(m));
      r.onMessage('end', (m: CannonEnd) => {
        ended = true;
        listener.end(m);
      });
      r.onStateChange((s) => listener.state(s));
      r.onDrop(() => {
        if (!closed && !ended) listener.dropped();
      });
      r.onReconnect(() => {
        if (!closed) listener.reconnected();
      });
      r.onLeave((_code, reason) => {
        if (!closed && !ended) listener.failed(reason?.trim() || 'Connection lost');
      });
      r.onError((_code, message) => {
        if (!closed && !ended) listener.failed(message?.trim() || 'Connection lost');
      });
      listener.joined(r.sessionId);
      // The state object exists before the room's first full state is decoded (no tick yet):
      // hand it over only once it has one; onStateChange brings it otherwise.
      if (r.state && typeof r.state.tick === 'number') listener.state(r.state);
    },
    (error: unknown) => {
      if (!closed) listener.failed(joinFailureReason(error));
    },
  );

  const send = (input: CannonInput, now: number) => {
    room?.send('input', input);
    lastSent = now;
  };
  return {
    moveTo(worldX) {
      pendingX = worldX;
    },
    fire() {
      const input: CannonInput = { fire: true };
      if (pendingX !== null) input.targetX = pendingX;
      pendingX = null;
      send(input, performance.now());
    },
    flush(now) {
      if (pendingX === null || now - lastSent < INPUT_INTERVAL_MS) return;
      const input: CannonInput = { targetX: pendingX };
      pendingX = null;
      send(input, now);
    },
    leave() {
      closed = true;
      void room?.leave(true);
    },
  };
}
