import { schema, t, type SchemaType } from '@colyseus/schema';

// The synchronised Cannon Clash state (@colyseus/schema 5). Its shape is written down for the
// client in contracts/src/schemas/cannon-clash.ts (CannonClashState); keep the two in step.

export const PlayerSlot = schema(
  {
    side: t.uint8(),
    sessionId: t.string().default(''),
    name: t.string().default(''),
    connected: t.boolean().default(false),
    /** The player's screen shows the game: the countdown waits for both (CannonReady). */
    ready: t.boolean().default(false),
  },
  'PlayerSlot',
);
export type PlayerSlot = SchemaType<typeof PlayerSlot>;

export const CannonView = schema(
  { side: t.uint8(), x: t.float32(), y: t.float32(), reloadTicks: t.uint8() },
  'CannonView',
);
export type CannonView = SchemaType<typeof CannonView>;

export const TowerView = schema(
  {
    id: t.string(),
    side: t.uint8(),
    kind: t.string(),
    x: t.float32(),
    y: t.float32(),
    radius: t.uint8(),
    hp: t.uint16(),
    maxHp: t.uint16(),
    destroyed: t.boolean(),
    attackable: t.boolean(),
  },
  'TowerView',
);
export type TowerView = SchemaType<typeof TowerView>;

export const MinionView = schema(
  { id: t.uint32(), side: t.uint8(), x: t.float32(), y: t.float32(), hp: t.uint8() },
  'MinionView',
);
export type MinionView = SchemaType<typeof MinionView>;

export const CannonClashState = schema(
  {
    phase: t.string().default('waiting'),
    roomCode: t.string().default(''),
    tournamentId: t.uint32().default(0),
    tick: t.uint32().default(0),
    remainingSeconds: t.uint16().default(0),
    winner: t.int8().default(-1),
    winReason: t.string().default(''),
    noShowDeadline: t.float64().default(0),
    /** Seconds left before play, once both players are in (phase stays 'waiting' meanwhile). */
    countdown: t.uint8().default(0),
    players: t.array(PlayerSlot),
    cannons: t.array(CannonView),
    towers: t.array(TowerView),
    minions: t.map(MinionView),
  },
  'CannonClashState',
);
export type CannonClashState = SchemaType<typeof CannonClashState>;
