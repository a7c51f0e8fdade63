/**
 * Cannon Clash room protocol: what the browser client (@colyseus/sdk 0.18) and the api's room
 * server (api/src/rooms) exchange. Types only; the literal values below are the contract.
 *
 * Connecting (same origin as the portal):
 *
 * ```ts
 * import { Client } from '@colyseus/sdk';
 * const client = new Client(`${location.origin}/api/rooms`);
 * client.auth.token = accessToken;                      // the portal's JWT (Authorization: Bearer)
 * const room = await client.joinOrCreate<CannonClashState>('cannon_clash', {
 *   roomCode: 'PZ-7K4Q2M',                              // the Room ID from the SMS / routing state
 *   tournamentId: 12,                                   // null or absent: a practice room
 * } satisfies CannonJoinOptions);
 * room.onMessage('welcome', (m: CannonWelcome) => ...);
 * room.onMessage('end', (m: CannonEnd) => ...);
 * room.onStateChange((state) => draw(state));
 * room.send('input', { targetX: 420, fire: true } satisfies CannonInput);
 * room.send('ready', { ready: false } satisfies CannonReady); // the phone was turned upright
 * // dropped connection: client.reconnect(room.reconnectionToken) within the grace period
 * ```
 *
 * Refusals arrive as the SDK's MatchMakeError with one of CannonRefusal's messages.
 */

/** The room type name for joinOrCreate. */
export type CannonRoomName = 'cannon_clash';

/** HTTP matchmaking and WebSocket base path, relative to the portal's origin. */
export type CannonRoomsPath = '/api/rooms';

export interface CannonJoinOptions {
  /**
   * The Room ID. With a tournamentId: the match's Room ID from the SMS (the player must be one of
   * that match's two players). Without: a practice room of that name (the spec's 'test room'
   * fallback works), first come first served; never a Room ID that any tournament match uses.
   * Trimmed, 1 to 64 characters, and compared without regard to case ('pz-84ylav' is 'PZ-84YLAV').
   * A tournament room is matched by its match, never by the code alone.
   */
  roomCode: string;
  tournamentId?: number | null;
  /**
   * False when the player cannot see the game yet (a phone held upright behind the rotate
   * notice): the player takes the seat and counts as present, but the countdown waits (see
   * CannonReady). Absent: true.
   */
  ready?: boolean;
}

/**
 * Client → server, message type 'ready', whenever it changes (and after a reconnection): whether
 * the player's screen shows the game. The countdown starts once both seated players are ready, or
 * when the no-show clock runs out with both seated, whatever they see.
 */
export interface CannonReady {
  ready: boolean;
}

/** Client → server, message type 'input'. Only the sender's own cannon is ever affected. */
export interface CannonInput {
  /** Drag target in WORLD x (0-900). A side-1 client drawing a turned view converts first: x' = 900 - x. */
  targetX?: number;
  /** Press to fire a minion (ignored during the 1.5 s cooldown). */
  fire?: boolean;
}

export type CannonSide = 0 | 1;
export type CannonPhase = 'waiting' | 'playing' | 'finished';
export type CannonWinReason =
  'centre-destroyed' | 'more-towers' | 'more-tower-hp' | 'first-tower' | 'coin' | 'forfeit';

/** Server → that client, message type 'welcome', right after joining (and after a reconnection). */
export interface CannonWelcome {
  side: CannonSide;
  roomCode: string;
  tournamentId: number | null;
  /** Seconds the opponent has to join before forfeiting, counted from the match time. */
  noShowSeconds: number;
  /** Seconds a dropped player has to reconnect and keep their side. */
  reconnectSeconds: number;
}

/** Server → each client, message type 'end', once, when the match is over. */
export interface CannonEnd {
  winner: CannonSide;
  reason: CannonWinReason;
  /** 'winner' or 'loser' for the receiving client: the result_flag to report (docs/product/games.md). */
  result: 'winner' | 'loser';
  /** True when the tournament engine has recorded it (tournament matches). */
  recorded: boolean;
}

/** The synchronised state (@colyseus/schema), in world coordinates: 900 x 1600, side 0 at the bottom. */
export interface CannonClashState {
  phase: CannonPhase;
  roomCode: string;
  /** 0 for a practice room. */
  tournamentId: number;
  tick: number;
  remainingSeconds: number;
  /** -1 until finished. */
  winner: number;
  winReason: string;
  /** Epoch ms (server time) when an absent player forfeits; 0 when not counting. */
  noShowDeadline: number;
  /** Seconds left before play once both players are in (the phase stays 'waiting'); 0 otherwise. */
  countdown: number;
  /** Index = side. */
  players: CannonPlayerSlot[];
  /** Index = side. */
  cannons: CannonCannonView[];
  towers: CannonTowerView[];
  /** Keyed by String(minion id). */
  minions: Map<string, CannonMinionView>;
}

export interface CannonPlayerSlot {
  side: number;
  /** '' while the seat is empty; compare with room.sessionId to find 'YOU'. */
  sessionId: string;
  name: string;
  /** In the room now (false while waiting for a reconnection). */
  connected: boolean;
  /** The player's screen shows the game (false while a phone is held upright); see CannonReady. */
  ready: boolean;
}

export interface CannonCannonView {
  side: number;
  x: number;
  y: number;
  reloadTicks: number;
}

export interface CannonTowerView {
  id: string;
  side: number;
  kind: 'left' | 'right' | 'centre';
  x: number;
  y: number;
  radius: number;
  hp: number;
  maxHp: number;
  destroyed: boolean;
  /** A centre tower becomes attackable once both of its side towers have fallen. */
  attackable: boolean;
}

export interface CannonMinionView {
  id: number;
  side: number;
  x: number;
  y: number;
  hp: number;
}

/** Messages of refused joins (MatchMakeError.message). */
export type CannonRefusal =
  | 'Login required'
  | 'Room ID is required'
  | 'You are not a player in this match.'
  | 'This match has already finished.'
  | 'The room is not open yet.'
  | 'This room is full.'
  | 'You are already in this room.'
  | 'This Room ID belongs to a tournament match.'
  | 'You have too many open rooms. Leave one and try again.'
  | 'Too many room requests. Please wait a minute and try again.';
