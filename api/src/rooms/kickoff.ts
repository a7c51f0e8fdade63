import type { Side } from '@portal/game-rules/cannon-clash';
import type { Seat } from './seats.ts';

// A Cannon Clash room before play: the no-show clock and the countdown. Taking a seat is being
// there (a phone held upright behind the rotate notice included); the countdown waits until both
// seated players see the game, but never past the no-show clock, so nobody can hold a match off.

type Timer = { clear(): void };

/** What the kickoff needs from its room. */
export interface KickoffRoom {
  /** The room's own clock (its timers stop with the room). */
  clock: { setTimeout(fn: () => void, ms: number): Timer; setInterval(fn: () => void, ms: number): Timer };
  /** The app's clock, ms (tests and the dev tools move it). */
  now(): number;
  state: { phase: string; countdown: number; noShowDeadline: number };
  /** The room's seats, by side (the same array for the room's life). */
  seats: readonly [Seat | null, Seat | null];
  noShowMs: number;
  countdownSeconds: number;
  /** The match's time (app clock, ms); null for a practice room. */
  scheduledAt: number | null;
  /** The countdown reached 0. */
  play(): void;
  /** The no-show clock ran out with this side's seat empty. */
  forfeit(absent: Side): void;
}

export class Kickoff {
  private noShowTimer: Timer | null = null;
  /** When the no-show clock runs out (app clock, ms), fixed the first time it starts. */
  private noShowDueAt: number | null = null;
  /** The no-show clock ran out with both seated: the countdown no longer waits for readiness. */
  private noShowPassed = false;
  private countdownTimer: Timer | null = null;

  constructor(private readonly room: KickoffRoom) {}

  /**
   * After any seat change: both players in and both seeing the game (or the no-show clock ran out
   * with both in) start the countdown; otherwise the no-show clock runs.
   */
  update(): void {
    const [a, b] = this.room.seats;
    if (a && b && (this.noShowPassed || (a.ready && b.ready))) this.begin();
    else this.armNoShow();
  }

  /** A player's screen stopped showing the game: the countdown waits again, until the no-show clock ran out. */
  turnedAway(): void {
    if (!this.noShowPassed) this.stopCountdown();
  }

  stopCountdown(): void {
    this.countdownTimer?.clear();
    this.countdownTimer = null;
    this.room.state.countdown = 0;
  }

  /** The match is over or the room goes: no timer may fire any more. */
  clear(): void {
    this.noShowTimer?.clear();
    this.noShowTimer = null;
    this.stopCountdown();
  }

  // The no-show countdown from the first arrival (not before the match time); after a leave it
  // runs on, never afresh, so joining and leaving cannot hold off a no-show win for ever.
  armNoShow(): void {
    if (this.noShowTimer || this.room.state.phase !== 'waiting') return;
    const now = this.room.now();
    this.noShowDueAt ??= Math.max(now, this.room.scheduledAt ?? now) + this.room.noShowMs;
    const delay = Math.max(0, this.noShowDueAt - now);
    this.room.state.noShowDeadline = Date.now() + delay;
    this.noShowTimer = this.room.clock.setTimeout(() => this.noShow(), delay);
  }

  private noShow(): void {
    if (this.room.state.phase !== 'waiting') return;
    const present = this.room.seats.findIndex((s) => s !== null);
    if (present === -1) return; // nobody here any more: the engine's deadline settles it
    if (this.room.seats[0] && this.room.seats[1]) {
      // Both came: neither is a no-show. The match starts, whoever still holds the phone upright.
      this.noShowPassed = true;
      return this.begin();
    }
    this.room.forfeit(present === 0 ? 1 : 0);
  }

  /** Both players are in and ready: the no-show clock stops and both screens count down to play. */
  private begin(): void {
    const { state } = this.room;
    if (state.phase !== 'waiting' || this.countdownTimer) return;
    this.noShowTimer?.clear();
    this.noShowTimer = null;
    state.noShowDeadline = 0;
    state.countdown = this.room.countdownSeconds;
    if (state.countdown === 0) return this.room.play();
    this.countdownTimer = this.room.clock.setInterval(() => {
      state.countdown = Math.max(0, state.countdown - 1);
      if (state.countdown === 0) {
        this.stopCountdown();
        this.room.play();
      }
    }, 1000);
  }
}
