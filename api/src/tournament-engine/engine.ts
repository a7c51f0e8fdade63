import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, DB, TournamentMatchesTable, TournamentsTable } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { tournamentTime } from '../lib/day.ts';
import { formatRupees } from '../lib/money-wallet.ts';
import { deliverPayouts, RecordingPayoutGateway, type PayoutGateway } from '../lib/payouts.ts';
import type { SmsGateway } from '../lib/sms.ts';
import { pairRound } from './bracket.ts';
import { Lease } from './lease.ts';
import { awardPlaces, refundFees, type PaidPrize } from './prizes.ts';
import {
  endOfRound,
  needsThirdPlaceMatch,
  placesAtEnd,
  type Award,
  type MatchOutcome,
  type ThirdPlaceRule,
} from './rules.ts';
import { SMS } from './sms-templates.ts';
import { DEFAULT_TIMING, TOURNAMENT_STATUS, type EngineTiming } from './timing.ts';

export type Tournament = Selectable<TournamentsTable>;
export type Match = Selectable<TournamentMatchesTable>;

/** How a match got its result (tournament_matches.result_source). */
export type ResultSource =
  'room' | 'operator' | 'reports' | 'no-show' | 'double-no-show' | 'abandoned' | 'bye' | 'void';

export const toOutcome = (m: Match): MatchOutcome => ({
  player1: Number(m.player1_id),
  player2: m.player2_id === null ? null : Number(m.player2_id),
  winner: m.winner_id === null ? null : Number(m.winner_id),
  kind: m.kind ?? null,
});

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
}

export interface TickReport {
  /** False when another instance holds the lease: this tick did nothing. */
  leader: boolean;
  advanced: number[];
}

const ROOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CANNON_GAME = 'cannon clash';
const LEASE_NAME = 'tournament-scheduler';

export function newRoomId(): string {
  let id = 'PZ-';
  for (let i = 0; i < 6; i++) id += ROOM_ALPHABET[randomInt(ROOM_ALPHABET.length)];
  return id;
}

export const isCannonClash = (t: Pick<Tournament, 'game_name'>) =>
  t.game_name.trim().toLowerCase() === CANNON_GAME;

/**
 * The tournament engine: draws rounds, texts players, settles no-shows and deadlines, advances
 * winners, pays the champion. Everything it does is keyed on database state with conditional
 * writes, so running a step twice (a retry, a restart, two instances) changes nothing the second
 * time; the lease makes one instance do the work at a time.
 */
export class TournamentEngine {
  readonly timing: EngineTiming;
  readonly lease: Lease;
  private readonly db: DB;
  private readonly clock: Clock;
  private readonly sms: SmsGateway;
  readonly payouts: PayoutGateway;
  private readonly timeZone: string;
  private readonly log: NonNullable<EngineOptions['log']>;
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(opts: EngineOptions) {
    this.db = opts.db;
    this.clock = opts.clock;
    this.sms = opts.sms;
    this.payouts = opts.payouts ?? new RecordingPayoutGateway();
    this.timeZone = opts.timeZone;
    this.timing = { ...DEFAULT_TIMING, ...opts.timing };
    this.log = opts.log ?? (() => {});
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
    if (this.timer || intervalMs <= 0) return;
    this.stopped = false;
    this.timer = setInterval(() => {
      void this.tick().catch((err: unknown) => this.log('tournament engine tick failed', { err }));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain.catch(() => {});
    await this.lease.release().catch(() => {});
  }

  /** Runs `fn` after every earlier engine step of this instance (no overlapping steps). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => {});
    return run;
  }

  /** One scheduler pass over every tournament that has something due. Idempotent. */
  tick(): Promise<TickReport> {
    return this.serial(async () => {
      if (this.stopped || !(await this.lease.acquire())) return { leader: false, advanced: [] };
      const rows = await this.db
        .selectFrom('tournaments')
        .select(['id', 'status', 'time_start', 'engine_state'])
        .where('status', 'in', [TOURNAMENT_STATUS.open, TOURNAMENT_STATUS.inProgress])
        .execute();
      const now = this.clock.now().getTime();
      const advanced: number[] = [];
      for (const r of rows) {
        const state = r.engine_state;
        const due =
          state === 'drawn' ||
          state === 'running' ||
          (state === null &&
            Number(r.status) === TOURNAMENT_STATUS.open &&
            r.time_start !== null &&
            now >= Date.parse(r.time_start) - this.timing.drawLeadMs);
        if (!due) continue;
        try {
          await this.advance(Number(r.id));
          advanced.push(Number(r.id));
        } catch (err) {
          this.log('tournament engine could not advance a tournament', { tournamentId: r.id, err });
        }
      }
      await deliverPayouts(this.db, this.payouts, this.clock).catch((err: unknown) =>
        this.log('payout delivery failed', { err }),
      );
      return { leader: true, advanced };
    });
  }

  /** Advances one tournament after a result, under the lease; the next tick does it otherwise. */
  private async advanceSoon(tournamentId: number): Promise<void> {
    await this.serial(async () => {
      if (!this.stopped && (await this.lease.acquire())) await this.advance(tournamentId);
    }).catch((err: unknown) => this.log('tournament engine could not advance', { tournamentId, err }));
  }

  /** True while the tournament takes registrations: open, and before its draw. */
  registrationOpen(t: Pick<Tournament, 'status' | 'time_start' | 'engine_state'>): boolean {
    if (Number(t.status) !== TOURNAMENT_STATUS.open || t.engine_state !== null) return false;
    if (!t.time_start) return true;
    return this.clock.now().getTime() < Date.parse(t.time_start) - this.timing.drawLeadMs;
  }

  // ---------------------------------------------------------------- one tournament

  private async load(id: number): Promise<Tournament | undefined> {
    return this.db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Brings one tournament up to date with the clock; loops while a step unlocks the next. */
  async advance(tournamentId: number): Promise<void> {
    for (let guard = 0; guard < 64; guard++) {
      const t = await this.load(tournamentId);
      if (!t || !(await this.step(t))) return;
    }
  }

  /** One transition; true when something changed and another look is worthwhile. */
  private async step(t: Tournament): Promise<boolean> {
    const now = this.clock.now().getTime();
    const start = t.time_start ? Date.parse(t.time_start) : NaN;
    const state = t.engine_state;
    if (state === 'finished' || state === 'cancelled') return false;

    if (state === null) {
      if (Number(t.status) !== TOURNAMENT_STATUS.open || Number.isNaN(start)) return false;
      if (now < start - this.timing.drawLeadMs) return false;
      const players = await this.seededPlayers(t.id);
      if (players.length >= this.timing.minPlayers) return this.drawRound(t, 1, players, start, new Set());
      if (now >= start) return this.cancel(t);
      return false;
    }

    if (state === 'drawn') {
      await this.sendDueSms(t);
      if (now < start) return false;
      const updated = await this.db
        .updateTable('tournaments')
        .set({ status: TOURNAMENT_STATUS.inProgress, is_running: 1, engine_state: 'running' })
        .where('id', '=', t.id)
        .where('engine_state', '=', 'drawn')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    }

    // running
    await this.sendDueSms(t);
    const round = Number(t.engine_round);
    const matches = await this.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', t.id)
      .where('round', '=', round)
      .where('slot', 'is not', null)
      .orderBy('slot')
      .execute();
    let settled = false;
    for (const m of matches) {
      if (m.status !== 'finished' && (await this.settleAtDeadline(t, m, now))) settled = true;
    }
    if (settled) return true;
    if (matches.length === 0 || matches.some((m) => m.status !== 'finished')) return false;
    return this.closeRound(t, round, matches);
  }

  /** Checked-in players in seed order (the earliest check-in is seed 1). */
  private async seededPlayers(tournamentId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('tournament_entries')
      .select(['subscriber_id'])
      .where('tournament_id', '=', tournamentId)
      .where('checked_in', '=', 1)
      .orderBy('id')
      .execute();
    return rows.map((r) => Number(r.subscriber_id));
  }

  /** Draws a round in one transaction; the unique (tournament, round, slot) index stops a second draw. */
  private async drawRound(
    t: Tournament,
    round: number,
    players: number[],
    scheduledAt: number,
    hadBye: Set<number>,
    thirdPlace: [number, number] | null = null,
  ): Promise<boolean> {
    const { pairs, bye } = pairRound(players, hadBye);
    // The third-place match is played beside the final, after it in the round's slots.
    const all: { pair: [number, number]; kind: string | null }[] = pairs.map((pair) => ({
      pair,
      kind: null,
    }));
    if (thirdPlace) all.push({ pair: thirdPlace, kind: 'third-place' });
    const cannon = isCannonClash(t);
    const scheduled = new Date(scheduledAt).toISOString();
    const nowIso = this.clock.now().toISOString();
    try {
      await this.db.transaction().execute(async (tx) => {
        const claimed = await tx
          .updateTable('tournaments')
          .set(round === 1 ? { engine_state: 'drawn', engine_round: 1 } : { engine_round: round })
          .where('id', '=', t.id)
          .where((eb) =>
            round === 1
              ? eb('engine_state', 'is', null)
              : eb.and([eb('engine_state', '=', 'running'), eb('engine_round', '=', round - 1)]),
          )
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new AlreadyDone();
        let slot = 0;
        for (const {
          pair: [a, b],
          kind,
        } of all) {
          await tx
            .insertInto('tournament_matches')
            .values({
              tournament_id: t.id,
              round,
              slot: ++slot,
              player1_id: a,
              player2_id: b,
              room_id: cannon ? newRoomId() : null,
              room_password: null,
              scheduled_at: scheduled,
              winner_id: null,
              status: 'scheduled',
              created_at: nowIso,
              kind,
            })
            .execute();
        }
        if (bye !== null) {
          await tx
            .insertInto('tournament_matches')
            .values({
              tournament_id: t.id,
              round,
              slot: ++slot,
              player1_id: bye,
              player2_id: null,
              room_id: null,
              room_password: null,
              scheduled_at: scheduled,
              winner_id: bye,
              status: 'finished',
              result_source: 'bye',
              finished_at: nowIso,
              created_at: nowIso,
            })
            .execute();
        }
      });
    } catch (err) {
      if (err instanceof AlreadyDone) return true;
      throw err;
    }
    this.log('tournament round drawn', { tournamentId: t.id, round, matches: pairs.length, bye });
    return true;
  }

  /** Fewer than the minimum at the start time: cancelled (status 5), fees refunded, players told. */
  private async cancel(t: Tournament): Promise<boolean> {
    const told = await this.db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('tournaments')
        .set({ status: TOURNAMENT_STATUS.cancelled, is_running: 0, engine_state: 'cancelled' })
        .where('id', '=', t.id)
        .where('engine_state', 'is', null)
        .where('status', '=', TOURNAMENT_STATUS.open)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return null;
      return refundFees(tx, t, this.clock.now().toISOString());
    });
    if (told === null) return false;
    await this.tell(told, SMS.cancelled(t.name, this.timing.minPlayers, Number(t.entry_fee) > 0));
    this.log('tournament cancelled', { tournamentId: t.id, players: told.length });
    return false;
  }

  /**
   * The operator voids a tournament that has not paid anything: cancelled (status 5), open
   * matches closed without a winner, every charged entry fee refunded once. False when it had
   * already ended, was cancelled, or a place was paid.
   */
  async voidTournament(tournamentId: number): Promise<boolean> {
    const t = await this.load(tournamentId);
    if (!t) return false;
    const at = this.clock.now().toISOString();
    const told = await this.db.transaction().execute(async (tx) => {
      const paid = await tx
        .selectFrom('prize_places')
        .select('place')
        .where('tournament_id', '=', t.id)
        .executeTakeFirst();
      if (paid) return null;
      const updated = await tx
        .updateTable('tournaments')
        .set({ status: TOURNAMENT_STATUS.cancelled, is_running: 0, engine_state: 'void' })
        .where('id', '=', t.id)
        .where('status', 'in', [TOURNAMENT_STATUS.open, TOURNAMENT_STATUS.inProgress])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return null;
      await tx
        .updateTable('tournament_matches')
        .set({ status: 'finished', winner_id: null, result_source: 'void', finished_at: at })
        .where('tournament_id', '=', t.id)
        .where('status', '!=', 'finished')
        .execute();
      return refundFees(tx, t, at);
    });
    if (told === null) return false;
    await this.tell(told, SMS.voided(t.name, Number(t.entry_fee) > 0));
    this.log('tournament voided', { tournamentId: t.id });
    return true;
  }

  /** All matches of the round are finished: the next round, the champion, or no champion. */
  private async closeRound(t: Tournament, round: number, matches: Match[]): Promise<boolean> {
    const seeds = await this.seededPlayers(t.id);
    const seedOf = (id: number) => {
      const i = seeds.indexOf(id);
      return i === -1 ? Number.MAX_SAFE_INTEGER : i;
    };
    const outcomes = matches.map(toOutcome);
    const end = endOfRound(outcomes, seedOf);
    const rule: ThirdPlaceRule = t.third_place === 'shared' ? 'shared' : 'match';
    if (end.kind === 'next') {
      const byes = await this.db
        .selectFrom('tournament_matches')
        .select('player1_id')
        .where('tournament_id', '=', t.id)
        .where('result_source', '=', 'bye')
        .execute();
      const hadBye = new Set(byes.map((b) => Number(b.player1_id)));
      const third = needsThirdPlaceMatch(end.players, outcomes, rule);
      return this.drawRound(t, round + 1, end.players, this.nextRoundAt(t, round), hadBye, third);
    }
    if (end.kind === 'no-champion') {
      await this.finishWithoutChampion(t);
      return false;
    }
    const previous = round > 1 ? (await this.roundMatches(t.id, round - 1)).map(toOutcome) : [];
    await this.finish(t, placesAtEnd(end.champion, outcomes, previous, rule));
    return false;
  }

  private async roundMatches(tournamentId: number, round: number): Promise<Match[]> {
    return this.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .where('round', '=', round)
      .where('slot', 'is not', null)
      .orderBy('slot')
      .execute();
  }

  /** The next day at the same time; later days if that slot is already too close for the SMS. */
  nextRoundAt(t: Tournament, round: number): number {
    const start = Date.parse(t.time_start as string);
    const now = this.clock.now().getTime();
    const lead = this.smsLead(t);
    let k = round;
    while (start + k * this.timing.roundIntervalMs - lead < now) k++;
    return start + k * this.timing.roundIntervalMs;
  }

  /** Ends the tournament: the places are paid once each (a place the operator paid is skipped). */
  private async finish(t: Tournament, awards: Award[]): Promise<void> {
    const at = this.clock.now().toISOString();
    const paid = await this.db.transaction().execute(async (tx) => {
      if (!(await this.markEnded(tx, t, 'finished'))) return null;
      return awardPlaces(tx, t, awards, { decidedBy: 'engine', at, strict: false });
    });
    if (paid === null) return;
    const phones = await this.phonesOf(awards.flatMap((a) => a.winners));
    for (const award of awards) {
      for (const id of award.winners) {
        const prize = paid.find((p) => p.subscriberId === id && p.place === award.place);
        const phone = phones.get(id);
        if (phone)
          await this.sendSafely(phone, SMS.place(t.name, award.place, prize ? describePrize(prize) : null));
      }
    }
    this.log('tournament finished', { tournamentId: t.id, awards });
  }

  /** No player of a round remained (every match a double no-show): no champion, fees refunded. */
  private async finishWithoutChampion(t: Tournament): Promise<void> {
    const told = await this.db.transaction().execute(async (tx) => {
      if (!(await this.markEnded(tx, t, 'no-champion'))) return null;
      return refundFees(tx, t, this.clock.now().toISOString());
    });
    if (told === null) return;
    await this.tell(told, SMS.noChampion(t.name, Number(t.entry_fee) > 0));
    this.log('tournament ended without a champion', { tournamentId: t.id });
  }

  private async markEnded(tx: Transaction<Database>, t: Tournament, state: string): Promise<boolean> {
    const updated = await tx
      .updateTable('tournaments')
      .set({
        status: t.is_esl ? TOURNAMENT_STATUS.endedEsl : TOURNAMENT_STATUS.ended,
        is_running: 0,
        engine_state: state,
      })
      .where('id', '=', t.id)
      .where('engine_state', '=', 'running')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  private async tell(ids: number[], body: string): Promise<void> {
    const phones = await this.phonesOf(ids);
    for (const id of ids) {
      const phone = phones.get(id);
      if (phone) await this.sendSafely(phone, body);
    }
  }

  // ---------------------------------------------------------------- deadlines and no-shows

  private deadlineOf(t: Tournament, m: Match): number {
    const at = Date.parse(m.scheduled_at as string);
    return at + (isCannonClash(t) ? this.timing.cannonDeadlineMs : this.timing.externalDeadlineMs);
  }

  /**
   * A match still open at its deadline is settled from who showed up: Cannon Clash counts a player
   * who joined the room, external games a player who entered the Room ID (match check-in).
   * One present: they win by no-show. Neither: double no-show, both out. Both present: Cannon
   * Clash gives the match to the better seed (the room lost its result, e.g. a restart and nobody
   * came back); external games use the two players' reports when they agree, else wait for the
   * operator.
   */
  private async settleAtDeadline(t: Tournament, m: Match, now: number): Promise<boolean> {
    if (!m.scheduled_at || now < this.deadlineOf(t, m)) return false;
    const p1 = m.player1_id === null ? null : Number(m.player1_id);
    const p2 = m.player2_id === null ? null : Number(m.player2_id);
    const cannon = isCannonClash(t);
    const reports = await this.db
      .selectFrom('match_reports')
      .select(['subscriber_id', 'kind', 'result_flag'])
      .where('match_id', '=', m.id)
      .execute();
    const presenceKind = cannon ? 'presence' : 'checkin';
    const present = (p: number | null) =>
      p !== null && reports.some((r) => Number(r.subscriber_id) === p && r.kind === presenceKind);
    const a = present(p1);
    const b = present(p2);
    if (a && !b) return this.recordResult(m.id, p1, 'no-show', { advance: false });
    if (!a && b) return this.recordResult(m.id, p2, 'no-show', { advance: false });
    if (!a && !b) return this.recordResult(m.id, null, 'double-no-show', { advance: false });
    if (cannon) {
      const seeds = await this.seededPlayers(t.id);
      const better = seeds.indexOf(p1 as number) <= seeds.indexOf(p2 as number) ? p1 : p2;
      return this.recordResult(m.id, better, 'abandoned', { advance: false });
    }
    const flag = (p: number | null) =>
      reports.find((r) => Number(r.subscriber_id) === p && r.kind === 'result')?.result_flag;
    if (flag(p1) === 'winner' && flag(p2) === 'loser')
      return this.recordResult(m.id, p1, 'reports', { advance: false });
    if (flag(p2) === 'winner' && flag(p1) === 'loser')
      return this.recordResult(m.id, p2, 'reports', { advance: false });
    return false;
  }

  // ---------------------------------------------------------------- results

  /**
   * Records a match result once (a second call changes nothing and returns false), then advances
   * the tournament. `winner` null is a double no-show. The winner must be one of the players.
   */
  async recordResult(
    matchId: number,
    winner: number | null,
    source: ResultSource,
    opts: { advance?: boolean } = {},
  ): Promise<boolean> {
    const m = await this.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('id', '=', matchId)
      .executeTakeFirst();
    if (!m) return false;
    if (winner !== null && winner !== Number(m.player1_id) && winner !== Number(m.player2_id))
      throw new Error('The winner must be one of the match\u2019s players');
    const updated = await this.db
      .updateTable('tournament_matches')
      .set({
        winner_id: winner,
        status: 'finished',
        result_source: source,
        finished_at: this.clock.now().toISOString(),
      })
      .where('id', '=', matchId)
      .where('status', '!=', 'finished')
      .executeTakeFirst();
    const recorded = Number(updated.numUpdatedRows) === 1;
    if (recorded) {
      this.log('match result recorded', { matchId, winner, source });
      if (opts.advance !== false && m.slot !== null) await this.advanceSoon(Number(m.tournament_id));
    }
    return recorded;
  }

  /** The room server saw this player in the room (their presence settles no-shows). */
  async recordPresence(matchId: number, subscriberId: number): Promise<void> {
    await this.db
      .insertInto('match_reports')
      .values({
        match_id: matchId,
        subscriber_id: subscriberId,
        kind: 'presence',
        result_flag: null,
        created_at: this.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.columns(['match_id', 'subscriber_id', 'kind']).doNothing())
      .execute();
  }

  /** The match a player plays in a tournament with this Room ID (latest round first). */
  async findPlayerMatch(tournamentId: number, roomId: string, subscriberId: number) {
    return this.db
      .selectFrom('tournament_matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .selectAll('m')
      .select(['t.game_name', 't.name as tournament_name'])
      .where('m.tournament_id', '=', tournamentId)
      // Room IDs are read case-insensitively ('pz-84ylav' is 'PZ-84YLAV').
      .where(sql<string>`upper(m.room_id)`, '=', roomId.trim().toUpperCase())
      .where((eb) => eb.or([eb('m.player1_id', '=', subscriberId), eb('m.player2_id', '=', subscriberId)]))
      .orderBy('m.round', 'desc')
      .executeTakeFirst();
  }

  /** A match's room is open from the SMS (one hour before for Cannon Clash) until it finishes. */
  roomOpensAt(m: Pick<Match, 'scheduled_at'>, t: Pick<Tournament, 'game_name'>): number {
    if (!m.scheduled_at) return -Infinity;
    return Date.parse(m.scheduled_at) - this.smsLead(t);
  }

  // ---------------------------------------------------------------- SMS

  private smsLead(t: Pick<Tournament, 'game_name'>): number {
    return isCannonClash(t) ? this.timing.cannonSmsLeadMs : this.timing.externalSmsLeadMs;
  }

  /** Texts the players of every match whose SMS time has come, once per match. */
  private async sendDueSms(t: Tournament): Promise<void> {
    const now = this.clock.now().getTime();
    const pending = await this.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', t.id)
      .where('slot', 'is not', null)
      .where('sms_sent_at', 'is', null)
      .orderBy('round')
      .orderBy('slot')
      .execute();
    for (const m of pending) {
      const bye = m.result_source === 'bye';
      if (!bye && (m.status === 'finished' || m.room_id === null)) continue;
      if (!m.scheduled_at || now < Date.parse(m.scheduled_at) - this.smsLead(t)) continue;
      await this.textMatch(t, m);
    }
  }

  /** Claims the match's SMS (conditional update), then sends; a failed send is retried next tick. */
  async textMatch(t: Tournament, m: Match): Promise<boolean> {
    const claim = await this.db
      .updateTable('tournament_matches')
      .set({ sms_sent_at: this.clock.now().toISOString() })
      .where('id', '=', m.id)
      .where('sms_sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    const ids = [m.player1_id, m.player2_id].filter((p): p is number => p !== null).map(Number);
    const phones = await this.phonesOf(ids);
    const seeds = await this.seededPlayers(t.id);
    const when = tournamentTime(m.scheduled_at, this.timeZone);
    try {
      for (const id of ids) {
        const phone = phones.get(id);
        if (!phone) continue;
        const opponent = ids.find((x) => x !== id);
        const seed = opponent === undefined ? -1 : seeds.indexOf(opponent);
        const body =
          m.result_source === 'bye'
            ? SMS.bye(t.name, Number(m.round))
            : SMS.match({
                tournament: t.name,
                game: t.game_name,
                round: Number(m.round),
                when,
                roomId: m.room_id ?? '',
                password: m.room_password,
                opponentSeed: seed === -1 ? null : seed + 1,
                cannon: isCannonClash(t),
                thirdPlace: m.kind === 'third-place',
              });
        await this.sms.send(phone, body);
      }
    } catch (err) {
      await this.db
        .updateTable('tournament_matches')
        .set({ sms_sent_at: null })
        .where('id', '=', m.id)
        .execute();
      throw err;
    }
    return true;
  }

  /** Operator set (or changed) an external match's room: text it now, or at its SMS time. */
  async roomChanged(matchId: number, notifyNow: boolean): Promise<void> {
    await this.db
      .updateTable('tournament_matches')
      .set({ sms_sent_at: null })
      .where('id', '=', matchId)
      .execute();
    const row = await this.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('id', '=', matchId)
      .executeTakeFirst();
    if (!row) return;
    const t = await this.load(Number(row.tournament_id));
    if (!t) return;
    if (notifyNow) await this.textMatch(t, row);
    else if (t.engine_state === 'drawn' || t.engine_state === 'running') await this.advanceSoon(t.id);
  }

  private async phonesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('subscribers')
      .select(['id', 'phone'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.phone]));
  }

  private async sendSafely(phone: string, body: string): Promise<void> {
    try {
      await this.sms.send(phone, body);
    } catch (err) {
      this.log('sms failed', { err });
    }
  }
}

class AlreadyDone extends Error {}

/** '1000 credits' or 'Rs 5,000': a paid prize as an SMS states it. */
export function describePrize(p: PaidPrize): string {
  return p.currency === 'rupees' ? formatRupees(p.amount) : `${p.amount} credits`;
}
