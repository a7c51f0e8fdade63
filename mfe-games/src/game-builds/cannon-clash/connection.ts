// The game's link to the Cannon Clash room server (api/src/rooms, Colyseus 0.18; protocol in
// contracts/src/schemas/cannon-clash.ts): joins the room of the Room ID with the portal's token on the
// portal's own origin, hands the room's messages and states to the game, and sends the player's
// inputs (drag targets at most 20 per second, presses at once). The SDK reconnects a dropped
// connection by itself within the server's grace period; onDrop / onReconnect say when. A page
// reload starts a new SDK client, so the room's reconnection token is kept in session storage
// (see savedSeat) and tried before joining anew: the player gets their side back, not a refusal.
import { Client, type Room } from '@colyseus/sdk';
import type {
  CannonClashState,
  CannonEnd,
  CannonInput,
  CannonJoinOptions,
  CannonWelcome,
} from '@portal/contracts';
import type { JoinRoomPayload } from '../../game-contracts/cannon-clash';

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

/** Session-storage key of the seat to take back after a reload: { seat, token }. */
export const RECONNECT_STORAGE_KEY = 'cannonClashSeat';

/** Which room a stored token belongs to: the same Room ID (any case) of the same tournament. */
const seatOf = (join: JoinRoomPayload) =>
  `${join.tournamentId ?? 'practice'}:${join.roomId.trim().toLowerCase()}`;

/** The reconnection token kept for this room, if any (session storage: this tab only). */
export const savedSeat = {
  read(join: JoinRoomPayload): string | null {
    try {
      const saved = JSON.parse(sessionStorage.getItem(RECONNECT_STORAGE_KEY) ?? 'null') as {
        seat?: unknown;
        token?: unknown;
      } | null;
      return saved?.seat === seatOf(join) && typeof saved.token === 'string' ? saved.token : null;
    } catch {
      return null;
    }
  },
  write(join: JoinRoomPayload, token: string): void {
    try {
      sessionStorage.setItem(RECONNECT_STORAGE_KEY, JSON.stringify({ seat: seatOf(join), token }));
    } catch {
      // Storage refused (private mode, quota): a reload then joins anew.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(RECONNECT_STORAGE_KEY);
    } catch {
      // Nothing kept.
    }
  },
};

type CannonRoom = Room<unknown, CannonClashState>;

/** Takes the stored seat back when there is one, else joins (or creates) the room. */
async function enter(client: Client, join: JoinRoomPayload): Promise<CannonRoom> {
  const token = savedSeat.read(join);
  if (token) {
    try {
      return await client.reconnect<CannonClashState>(token);
    } catch {
      savedSeat.clear(); // the window has passed or the room is gone: join as usual
    }
  }
  const options: CannonJoinOptions = { roomCode: join.roomId, tournamentId: join.tournamentId };
  return client.joinOrCreate<CannonClashState>(ROOM_NAME, options);
}

export function openRoom(join: JoinRoomPayload, listener: RoomListener, origin: string): RoomLink {
  const client = new Client(`${origin}${ROOMS_PATH}`);
  client.auth.token = join.token;
  let room: CannonRoom | null = null;
  let closed = false;
  let ended = false;
  let pendingX: number | null = null;
  let lastSent = -Infinity;

  enter(client, join).then(
    (r) => {
      if (closed) {
        void r.leave(true);
        return;
      }
      room = r;
      savedSeat.write(join, r.reconnectionToken);
      r.onMessage('welcome', (m: CannonWelcome) => listener.welcome(m));
      r.onMessage('end', (m: CannonEnd) => {
        ended = true;
        savedSeat.clear();
        listener.end(m);
      });
      r.onStateChange((s) => listener.state(s));
      r.onDrop(() => {
        if (!closed && !ended) listener.dropped();
      });
      r.onReconnect(() => {
        // The server issues a new token with each reconnection.
        if (!ended) savedSeat.write(join, r.reconnectionToken);
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

  // Nothing goes out once the match is over or while the connection is down: the server closes the
  // room after its end, and the browser refuses a send on a closed socket (with a console warning).
  const send = (input: CannonInput, now: number) => {
    if (!room || ended || !room.connection?.isOpen) return;
    room.send('input', input);
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
      savedSeat.clear();
      // A consented leave on an open connection; one already closed (the match over, or dropped) is
      // only closed for good, so the SDK stops reconnecting and nothing is sent on it.
      if (room) void room.leave(room.connection?.isOpen === true);
    },
  };
}
