// The page <-> Cannon Clash game message contract, used by the page (mfe-games/src/features/
// cannon-clash) and by the game build (mfe-games/src/game-builds/cannon-clash). A provider's real
// Unity build has to implement the same game object, method and events.

export const CANNON_CLASH_GAME = {
  /** Build folder name under games/ in the remote's dist, and the build's file prefix. */
  build: 'cannon-clash',
  /** The receiving game object of SendMessage. */
  gameObject: 'CannonClash',
  methods: {
    /** Parameter: JSON JoinRoomPayload. The page sends it 1000 ms after the game loaded. */
    joinRoom: 'JoinRoom',
    /** Parameter: 'true' or 'false'. Sound effects off or on (the page's mute toggle); any time. */
    setMuted: 'SetMuted',
    /**
     * Parameter: 'true' or 'false'. Whether the player can see the game: 'false' while the rotate
     * notice covers it (a phone held upright), 'true' once turned. Any time, also before JoinRoom;
     * the game starts out 'true'. The room's countdown waits until both players see the game.
     */
    setReady: 'SetReady',
  },
  events: {
    /** No parameters: the game drew its first frame and waits for JoinRoom. */
    ready: 'GameReady',
    /** One parameter: JSON PhasePayload, each time the room's phase changes (and after a reconnection). */
    phase: 'PhaseChanged',
    /** One parameter: JSON MatchEndedPayload, once, when the room server ends the match. */
    ended: 'MatchEnded',
    /** One parameter: the reason (plain text). The game is not in a room any more. */
    connectionError: 'ConnectionError',
    /**
     * One parameter, 'away' or 'back': during play the opponent's connection dropped and the room
     * keeps their side for the reconnection window ('away'), or they are back ('back').
     */
    opponent: 'OpponentConnection',
  },
} as const;

/**
 * The page's mute toggle over the game, in CSS pixels of the stage (the canvas fills it): a 44 px
 * circle at the top, just after the centre (right of it in English, left in Urdu), beside the
 * timer the game draws at the top centre. On a landscape canvas the top centre is the river's edge,
 * far from both cannons' rails and the towers (a top corner is a cannon's rail end there); on a
 * portrait canvas it is in the margin above the field.
 */
export const SOUND_BUTTON = { size: 44, top: 6, afterCentre: 28 } as const;

/** The mute toggle's box on a stage `width` wide (`rtl`: the Urdu page, mirrored). */
export function soundButtonBox(width: number, rtl = false) {
  const start = width / 2 + SOUND_BUTTON.afterCentre;
  const [left, right] = rtl
    ? [width - start - SOUND_BUTTON.size, width - start]
    : [start, start + SOUND_BUTTON.size];
  return { left, right, top: SOUND_BUTTON.top, bottom: SOUND_BUTTON.top + SOUND_BUTTON.size };
}

/** Delay between the game having loaded and the room data being sent (docs/product/games.md). */
export const ROOM_SEND_DELAY_MS = 1000;
/** docs/product/games.md: the room name when none is given, and the player name fallback. */
export const ROOM_NAME_FALLBACK = 'test room';
export const playerNameFallback = (now: number = Date.now()): string => `player_${now}`;

export interface JoinRoomPayload {
  /** The Room ID (the tournament match's, from the SMS), or a practice room's name. */
  roomId: string;
  playerName: string;
  /** The tournament of the match; null for a practice room. */
  tournamentId: number | null;
  /** The portal's access token (the room server checks it). */
  token: string;
}

export type RoomPhase = 'waiting' | 'playing';

export interface PhasePayload {
  phase: RoomPhase;
  /** The player's side (0 bottom of the world, 1 top); each player sees their own side at the bottom. */
  side: 0 | 1;
  /** Seconds before play once both players are in ('waiting' only); 0 or absent otherwise. */
  countdown?: number;
  /**
   * The opponent's seat ('waiting' only): empty ('absent'), taken by a player who cannot see the
   * game yet ('present': a phone held upright), or taken by one who can ('ready'). Absent: 'absent'.
   */
  opponent?: OpponentSeat;
}

export type OpponentSeat = 'absent' | 'present' | 'ready';
const OPPONENT_SEATS: readonly unknown[] = ['absent', 'present', 'ready'] satisfies OpponentSeat[];

export interface MatchEndedPayload {
  victory: boolean;
  /** The room server's reason ('centre-destroyed', 'more-towers', ..., 'forfeit'). */
  reason: string;
  /** True when the room server recorded the result with the tournament engine. */
  recorded: boolean;
}

function parseJson(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const positiveInt = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;

/** The room data, with the spec's fallbacks for a blank room name and player name. */
export function joinRoomPayload(input: {
  roomId?: unknown;
  playerName?: unknown;
  tournamentId?: unknown;
  token?: unknown;
}): JoinRoomPayload {
  const roomId = typeof input.roomId === 'string' ? input.roomId.trim() : '';
  const playerName = typeof input.playerName === 'string' ? input.playerName.trim() : '';
  const tournamentId = positiveInt(input.tournamentId);
  return {
    // A match's Room ID is case-insensitive: players type 'pz-84ylav' for the SMS's 'PZ-84YLAV'.
    roomId: tournamentId !== null && roomId ? roomId.toUpperCase() : roomId || ROOM_NAME_FALLBACK,
    playerName: playerName || playerNameFallback(),
    tournamentId,
    token: typeof input.token === 'string' ? input.token : '',
  };
}

export const encodeMuted = (muted: boolean): string => (muted ? 'true' : 'false');
export const decodeMuted = (text: unknown): boolean | null =>
  text === 'true' ? true : text === 'false' ? false : null;
/** SetReady's parameter: the same 'true' / 'false' as SetMuted's. */
export const encodeReady = encodeMuted;
export const decodeReady = decodeMuted;

export const encodeJoinRoom = (payload: JoinRoomPayload): string => JSON.stringify(payload);

/** The game's reading of JoinRoom: null when the parameter is not JSON; fallbacks otherwise. */
export function decodeJoinRoom(text: unknown): JoinRoomPayload | null {
  const p = parseJson(text);
  return p ? joinRoomPayload(p) : null;
}

export const encodePhase = (payload: PhasePayload): string => JSON.stringify(payload);

export function decodePhase(text: unknown): PhasePayload | null {
  const p = parseJson(text);
  if (!p || (p.phase !== 'waiting' && p.phase !== 'playing') || (p.side !== 0 && p.side !== 1)) return null;
  const countdown = typeof p.countdown === 'number' && p.countdown > 0 ? Math.round(p.countdown) : 0;
  const opponent = OPPONENT_SEATS.includes(p.opponent) ? (p.opponent as OpponentSeat) : 'absent';
  return {
    phase: p.phase,
    side: p.side,
    ...(countdown > 0 ? { countdown } : {}),
    ...(opponent !== 'absent' ? { opponent } : {}),
  };
}

export const encodeMatchEnded = (payload: MatchEndedPayload): string => JSON.stringify(payload);

export function decodeMatchEnded(text: unknown): MatchEndedPayload | null {
  const p = parseJson(text);
  if (!p || typeof p.victory !== 'boolean') return null;
  return {
    victory: p.victory,
    reason: typeof p.reason === 'string' ? p.reason : '',
    recorded: p.recorded === true,
  };
}
