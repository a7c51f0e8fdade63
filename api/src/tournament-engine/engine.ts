import { randomUUID } from 'node:crypto';
import type { DialectName } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { deliverPayouts, RecordingPayoutGateway, type PayoutGateway } from '../lib/payouts.ts';
import type { SmsGateway } from '../lib/sms.ts';
import {
  loadTournament,
  nextRoundAt,
  pause,
  smsLead,
  type EngineContext,
  type Match,
  type ResultSource,
  type Tournament,
} from './common.ts';
import { SerialTicker } from '../lib/serial-ticker.ts';
import { Lease } from './lease.ts';
import { findPlayerMatch, recordOne, recordPresence, withdrawPresence } from './results.ts';
import { SeedCache } from './seeds.ts';
import { advance, voidTournament } from './steps.ts';
import { textMatches, textMissed } from './texts.ts';
import { DEFAULT_TIMING, TOURNAMENT_STATUS, type EngineTiming } from './timing.ts';

export {
  describePrize,
  isCannonClash,
  newRoomId,
  toOutcome,
  type Match,
  type ResultSource,
  type Tournament,
} from './common.ts';

export interface EngineOptions {
  db: DB;
  clock: Clock;
  sms: SmsGateway;
  /** Where rupee prizes are paid out (default: the demo adapter that records). */
  payouts?: PayoutGateway;
  timeZone: string;
  timing?: Partial<EngineTiming>;
  /** Identifies this api instance in the lease row. */
  instanceId?: string;
  leaseTtlMs?: number;
  /** Real time for lease expiry (tests may shorten a crashed instance's lease). */
  leaseNow?: () => number;
  log?: (message: string, extra?: Record<string, unknown>) => void;
  /** The database's dialect (default sqlite): PostgreSQL folds a result's statements into one. */
  dialect?: DialectName;
}

export interface TickReport {
  /** False when another instance holds the lease: this tick did nothing. */
  leader: boolean;
  advanced: number[];
}

const LEASE_NAME = 'tournament-scheduler';

/**
 * The tournament engine: draws rounds, texts players, settles no-shows and deadlines, advances
 * winners, pays the places. Everything it does is keyed on database state with conditional
 * writes, so running a step twice (a retry, a restart, two instances) changes nothing the second
 * time; the lease makes one instance do the work at a time. The steps themselves live in
 * steps.ts, draw.ts, deadlines.ts, texts.ts and results.ts; this class schedules them, one at a
 * time per instance.
 */
export class TournamentEngine {
  readonly timing: EngineTiming;
  readonly lease: Lease;
  readonly payouts: PayoutGateway;
  private readonly ctx: EngineContext;
  private readonly ticker: SerialTicker;

  constructor(opts: EngineOptions) {
    this.payouts = opts.payouts ?? new RecordingPayoutGateway();
    this.timing = { ...DEFAULT_TIMING, ...opts.timing };
    this.ctx = {
      db: opts.db,
      clock: opts.clock,
      sms: opts.sms,
      timeZone: opts.timeZone,
      timing: this.timing,
      log: opts.log ?? (() => {}),
      seeds: new SeedCache(opts.db),
      dialect: opts.dialect ?? 'sqlite',
    };
    this.ticker = new SerialTicker((err) => this.ctx.log('tournament engine tick failed', { err }));
    this.lease = new Lease(
      opts.db,
      LEASE_NAME,
      opts.instanceId ?? `api-${process.pid}-${randomUUID().slice(0, 8)}`,
      opts.leaseTtlMs ?? 30_000,
      opts.leaseNow,
    );
  }

  // ---------------------------------------------------------------- scheduling

  /** Ticks every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    this.ticker.start(intervalMs, () => this.tick());
  }

  /** Stops ticking: the step under way ends (its slices are short), the rest of the tick is skipped. */
  async stop(): Promise<void> {
    await this.ticker.stop();
    await this.lease.release().catch(() => {});
  }

  private get stopped(): boolean {
    return this.ticker.stopped;
  }

  /** Runs `fn` after every earlier engine step of this instance (no overlapping steps). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    return this.ticker.run(fn);
  }

  /** One scheduler pass over every tournament that has something due. Idempotent. */
  tick(): Promise<TickReport> {
    return this.serial(async () => {
      if (this.stopped || !(await this.lease.acquire())) return { leader: false, advanced: [] };
      const rows = await this.ctx.db
        .selectFrom('tournaments')
        .select(['id', 'status', 'time_start', 'engine_state'])
        .where('status', 'in', [TOURNAMENT_STATUS.open, TOURNAMENT_STATUS.inProgress])
        .execute();
      const now = this.ctx.clock.now().getTime();
      const advanced: number[] = [];
      for (const r of rows) {
        const due =
          r.engine_state === 'drawn' ||
          r.engine_state === 'running' ||
          (r.engine_state === null &&
            Number(r.status) === TOURNAMENT_STATUS.open &&
            r.time_start !== null &&
            now >= Date.parse(r.time_start) - this.timing.drawLeadMs);
        if (!due || this.stopped) continue;
        try {
          await advance(this.ctx, Number(r.id));
          advanced.push(Number(r.id));
        } catch (err) {
          this.ctx.log('tournament engine could not advance a tournament', { tournamentId: r.id, err });
        }
        await pause();
      }
      await deliverPayouts(this.ctx.db, this.payouts, this.ctx.clock).catch((err: unknown) =>
        this.ctx.log('payout delivery failed', { err }),
      );
      return { leader: true, advanced };
    });
  }

  /** Advances one tournament after a result, under the lease; the next tick does it otherwise. */
  private async advanceSoon(tournamentId: number): Promise<void> {
    await this.serial(async () => {
      if (!this.stopped && (await this.lease.acquire())) await advance(this.ctx, tournamentId);
    }).catch((err: unknown) => this.ctx.log('tournament engine could not advance', { tournamentId, err }));
  }

  /** True while the tournament takes registrations: open, and before its draw. */
  registrationOpen(t: Pick<Tournament, 'status' | 'time_start' | 'engine_state'>): boolean {
    if (Number(t.status) !== TOURNAMENT_STATUS.open || t.engine_state !== null) return false;
    if (!t.time_start) return true;
    return this.ctx.clock.now().getTime() < Date.parse(t.time_start) - this.timing.drawLeadMs;
  }

  /** The next day at the same time; later days if that slot is already too close for the SMS. */
  nextRoundAt(t: Tournament, round: number): number {
    return nextRoundAt(this.ctx, t, round);
  }

  /**
   * The operator voids a tournament that has not paid anything (see steps.ts); in turn with the
   * engine's own steps, so a draw under way finishes first.
   */
  voidTournament(tournamentId: number): Promise<boolean> {
    return this.serial(() => voidTournament(this.ctx, tournamentId));
  }

  // ---------------------------------------------------------------- results

  /**
   * Records a match result once (a second call changes nothing and returns false), then advances
   * the tournament when the result closed its round. `winner` null is a double no-show. The winner
   * must be one of the players. While the round has other open matches a result cannot close it,
   * so the usual result costs the conditional update and the round's open-match look (one
   * statement on PostgreSQL, see results.ts); texts and deadlines that come due meanwhile are the
   * next tick's, as they always were.
   */
  async recordResult(
    matchId: number,
    winner: number | null,
    source: ResultSource,
    opts: { advance?: boolean } = {},
  ): Promise<boolean> {
    const look = opts.advance !== false;
    const { match, recorded, roundOpen } = await recordOne(this.ctx, matchId, winner, source, look);
    if (recorded && match && source === 'no-show') await this.textMissed(match, winner);
    if (recorded && look && match && match.slot !== null && !roundOpen)
      await this.advanceSoon(Number(match.tournament_id));
    return recorded;
  }

  /** Tells the player who did not come to a match the room gave away (never fails the result). */
  private async textMissed(match: Match, winner: number | null): Promise<void> {
    try {
      const t = await loadTournament(this.ctx.db, Number(match.tournament_id));
      if (t) await textMissed(this.ctx, t, [{ winner, source: 'no-show', match }]);
    } catch (err) {
      this.ctx.log('sms failed', { matchId: match.id, err });
    }
  }

  /** The room server saw this player in the room (their presence settles no-shows). */
  recordPresence(matchId: number, subscriberId: number): Promise<void> {
    return recordPresence(this.ctx, matchId, subscriberId);
  }

  /** The player left the room before the match began: they are not present any more. */
  withdrawPresence(matchId: number, subscriberId: number): Promise<void> {
    return withdrawPresence(this.ctx, matchId, subscriberId);
  }

  /** The match a player plays in a tournament with this Room ID (latest round first). */
  findPlayerMatch(tournamentId: number, roomId: string, subscriberId: number) {
    return findPlayerMatch(this.ctx.db, tournamentId, roomId, subscriberId);
  }

  /** A match's room is open from the SMS (one hour before for Cannon Clash) until it finishes. */
  roomOpensAt(m: Pick<Match, 'scheduled_at'>, t: Pick<Tournament, 'game_name'>): number {
    if (!m.scheduled_at) return -Infinity;
    return Date.parse(m.scheduled_at) - smsLead(this.timing, t);
  }

  // ---------------------------------------------------------------- SMS

  /** Claims the match's SMS and queues its texts in one transaction; a failure leaves it to the next tick. */
  async textMatch(t: Tournament, m: Match): Promise<boolean> {
    return (await textMatches(this.ctx, t, [m])) === 1;
  }

  /** Operator set (or changed) an external match's room: text it now, or at its SMS time. */
  async roomChanged(matchId: number, notifyNow: boolean): Promise<void> {
    await this.ctx.db
      .updateTable('tournament_matches')
      .set({ sms_sent_at: null })
      .where('id', '=', matchId)
      .execute();
    const row = await this.ctx.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('id', '=', matchId)
      .executeTakeFirst();
    if (!row) return;
    const t = await loadTournament(this.ctx.db, Number(row.tournament_id));
    if (!t) return;
    if (notifyNow) await this.textMatch(t, row);
    else if (t.engine_state === 'drawn' || t.engine_state === 'running') await this.advanceSoon(t.id);
  }
}
