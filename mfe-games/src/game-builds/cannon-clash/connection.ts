// The game's link to the Cannon Clash room server (api/src/rooms, Colyseus 0.18; protocol in
// contracts/src/schemas/cannon-clash.ts): joins the room of the Room ID with the portal's token on the
// portal's own origin, hands the room's messages and states to the game, and sends the player's
// inputs (drag targets at most 20 per second, presses at once) and whether the player sees the game
// (join option and 'ready' message, CannonReady). The SDK reconnects a dropped
// connection by itself within the server's grace period; onDrop / onReconnect say when. A page
// reload starts a new SDK client, so the room's reconnection token is kept in session storage
// (see savedSeat) and tried before joining anew: the player gets their side back, not a refusal.
import { Client, type Room } from '@colyseus/sdk';
import type {
  CannonClashState,
  CannonEnd,
  CannonInput,
  CannonJoinOptions,
  CannonReady,
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
  /** Whether the player sees the game; told to the room now, and again after a reconnection. */
  setReady(ready: boolean): void;
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

/**
 * Takes the stored seat back when there is one (`resumed`: the room still holds what the last page
 * told it), else joins (or creates) the room, saying whether the player sees the game.
 */
async function enter(
  client: Client,
  join: JoinRoomPayload,
  ready: boolean,
): Promise<{ room: CannonRoom; resumed: boolean }> {
  const token = savedSeat.read(join);
  if (token) {
    try {
      return { room: await client.reconnect<CannonClashState>(token), resumed: true };
    } catch {
      savedSeat.clear(); // the window has passed or the room is gone: join as usual
    }
  }
  const options: CannonJoinOptions = { roomCode: join.roomId, tournamentId: join.tournamentId, ready };
  return { room: await client.joinOrCreate<CannonClashState>(ROOM_NAME, options), resumed: false };
}

/** What the link does on the room's end and reconnection, and whether the listener still hears it. */
interface Following {
  /** Not left by the page, and the match not over. */
  live(): boolean;
  ended(): void;
  reconnected(): void;
}

/** Hands the room's messages, states and connection changes to the listener. */
function follow(r: CannonRoom, listener: RoomListener, link: Following): void {
  r.onMessage('welcome', (m: CannonWelcome) => listener.welcome(m));
  r.onMessage('end', (m: CannonEnd) => {
    link.ended();
    listener.end(m);
  });
  r.onStateChange((s) => listener.state(s));
  r.onDrop(() => {
    if (link.live()) listener.dropped();
  });
  r.onReconnect(() => link.reconnected());
  r.onLeave((_code, reason) => {
    if (link.live()) listener.failed(reason?.trim() || 'Connection lost');
  });
  r.onError((_code, message) => {
    if (link.live()) listener.failed(message?.trim() || 'Connection lost');
  });
}

export function openRoom(
  join: JoinRoomPayload,
  listener: RoomListener,
  origin: string,
  initiallyReady = true,
): RoomLink {
  const client = new Client(`${origin}${ROOMS_PATH}`);
  client.auth.token = join.token;
  let room: CannonRoom | null = null;
  let closed = false;
  let ended = false;
  let ready = initiallyReady;
  let pendingX: number | null = null;
  let lastSent = -Infinity;
  const tellReady = () => {
    if (room && !ended && room.connection?.isOpen) room.send('ready', { ready } satisfies CannonReady);
  };

  enter(client, join, initiallyReady).then(
    ({ room: r, resumed }) => {
      if (closed) {
        void r.leave(true);
        return;
      }
      room = r;
      savedSeat.write(join, r.reconnectionToken);
      // A seat taken back after a reload holds what the last page said; or the phone turned meanwhile.
      if (resumed || ready !== initiallyReady) tellReady();
      follow(r, listener, {
        live: () => !closed && !ended,
        ended: () => {
          ended = true;
          savedSeat.clear();
        },
        reconnected: () => {
          // The server issues a new token with each reconnection.
          if (!ended) savedSeat.write(join, r.reconnectionToken);
          tellReady(); // what changed while the connection was down never reached the room
          if (!closed) listener.reconnected();
        },
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
    setReady(next) {
      ready = next;
      tellReady();
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
