import { ServerError } from '@colyseus/core';
import type { AuthServices } from './room-auth.ts';

/** What a room needs from the api; set once per app by attachRooms (rooms are per process). */
export interface RoomServices extends AuthServices {
  /** A player alone in the room wins when the opponent has not come this long after the match time. */
  noShowMs: number;
  /** A dropped player keeps their side this long. */
  reconnectSeconds: number;
  /** State patch interval in ms. */
  patchMs: number;
  /** Milliseconds the finished room stays open so clients read the end. */
  closeAfterEndMs: number;
  /** Match length (default: the rules' 3 minutes); tests shorten it. */
  matchSeconds?: number;
  /** Seconds counted down on both screens once both players are in, before play starts. */
  countdownSeconds: number;
  log: (message: string, extra?: Record<string, unknown>) => void;
  /** Step timing, for the bench: called after each simulation step with its wall time. */
  onStep?: (roomId: string, tick: number, at: number) => void;
}

let current: RoomServices | null = null;
export function configureRooms(services: RoomServices | null): void {
  current = services;
}
export function roomServices(): RoomServices | null {
  return current;
}
export function services(): RoomServices {
  if (!current) throw new ServerError(503, 'Rooms are not available');
  return current;
}
