import { tournamentTime } from '../lib/day.ts';
import { inTransaction } from '../db/transaction.ts';
import { nameIn, queueTexts, type SmsMessage } from '../lib/sms.ts';
import {
  isCannonClash,
  contactsOf,
  smsLead,
  tell,
  type Contact,
  type EngineContext,
  type Match,
  type Tournament,
} from './common.ts';
import { keysetOf, nextInTimeOrder, type Keyset } from './keyset.ts';
import type { Seeds } from './seeds.ts';
import { Batcher, turn } from './slices.ts';
import { smsIn, type MissedMatch } from './sms-templates.ts';

/** The texts of one match: a bye, or the match with its Room ID and the opponent's seed. */
function matchTexts(t: Tournament, m: Match, when: string, contacts: Map<number, Contact>, seeds: Seeds) {
  const ids = [m.player1_id, m.player2_id].filter((p): p is number => p !== null).map(Number);
  const out: SmsMessage[] = [];
  for (const id of ids) {
    const contact = contacts.get(id);
    if (!contact) continue;
    const SMS = smsIn(contact.language);
    const opponent = ids.find((x) => x !== id);
    const seed = opponent === undefined ? Number.MAX_SAFE_INTEGER : seeds.of(opponent);
    const body =
      m.result_source === 'bye'
        ? SMS.bye(nameIn(t, contact.language), Number(m.round))
        : SMS.match({
            tournament: nameIn(t, contact.language),
            game: t.game_name,
            round: Number(m.round),
            when,
            roomId: m.room_id ?? '',
            password: m.room_password,
            opponentSeed: seed === Number.MAX_SAFE_INTEGER ? null : seed + 1,
            cannon: isCannonClash(t),
            thirdPlace: m.kind === 'third-place',
          });
    out.push({ phone: contact.phone, body });
  }
  return out;
}

/**
 * Texts the matches' players exactly once: the texts are written first, then one transaction
 * claims the matches (a conditional update of `sms_sent_at`) and puts the claimed matches' texts
 * in the outbox. A process killed at any point leaves a match either claimed with its texts queued
 * or unclaimed for the next tick; another process racing for the same matches queues only what it
 * claimed. Returns how many matches were texted.
 */
export async function textMatches(
  ctx: EngineContext,
  t: Tournament,
  matches: readonly Match[],
): Promise<number> {
  if (matches.length === 0) return 0;
  const players = matches.flatMap((m) => [m.player1_id, m.player2_id]).filter((p): p is number => p !== null);
  const contacts = await contactsOf(ctx.db, players.map(Number));
  const seeds = await ctx.seeds.get(t.id, true);
  // A round's matches share their time: it is formatted once, not once per text.
  const times = new Map<string | null, string>();
  const whenOf = (m: Match) => {
    if (!times.has(m.scheduled_at)) times.set(m.scheduled_at, tournamentTime(m.scheduled_at, ctx.timeZone));
    return times.get(m.scheduled_at) as string;
  };
  const texts = new Map(matches.map((m) => [Number(m.id), matchTexts(t, m, whenOf(m), contacts, seeds)]));
  await turn();
  const at = ctx.clock.now().toISOString();
  const queued = await inTransaction(ctx.db, async (tx) => {
    const claimed = await tx
      .updateTable('tournament_matches')
      .set({ sms_sent_at: at })
      .where('id', 'in', [...texts.keys()])
      .where('sms_sent_at', 'is', null)
      .returning('id')
      .execute();
    const messages = claimed.flatMap((r) => texts.get(Number(r.id)) ?? []);
    await queueTexts(tx, messages, at);
    return { matches: claimed.length, messages };
  });
  ctx.sms.queued?.(queued.messages);
  return queued.matches;
}

/**
 * Texts the players of every match whose SMS time has come, once per match, a batch at a time
 * (read, claim, texts in one outbox insert), each batch sized to a few milliseconds.
 * Reads only matches due a text (a bye, or an open match with a room), through an index; a
 * batch starts after the last one in the index's own order (keyset.ts), without sorting.
 */
export async function sendDueSms(ctx: EngineContext, t: Tournament): Promise<void> {
  const dueBy = new Date(ctx.clock.now().getTime() + smsLead(ctx.timing, t)).toISOString();
  const batcher = new Batcher(100);
  let after: Keyset | null = null;
  for (;;) {
    const limit = batcher.rows();
    const done = await batcher.measure(limit, async () => {
      const pending = await dueForText(ctx, t, dueBy, after, limit);
      const last = pending[pending.length - 1];
      if (!last) return true;
      after = keysetOf(last);
      await textMatches(ctx, t, pending);
      return pending.length < limit;
    });
    if (done) return;
    await turn();
  }
}

function dueForText(ctx: EngineContext, t: Tournament, dueBy: string, after: Keyset | null, limit: number) {
  const base = () =>
    ctx.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', t.id)
      .where('sms_sent_at', 'is', null)
      .where('slot', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('result_source', '=', 'bye'),
          eb.and([eb('status', '!=', 'finished'), eb('room_id', 'is not', null)]),
        ]),
      );
  return nextInTimeOrder(base, dueBy, after, limit);
}

/** A match this call finished, with its players as drawn. */
export type FinishedMatch = {
  winner: number | null;
  source: string;
  match: Pick<Match, 'round' | 'kind' | 'player1_id' | 'player2_id'>;
};

/**
 * Texts each player who lost a match by not coming: the absent one of a no-show, both of a double
 * no-show ('missing a match means elimination', so they hear it rather than find it out). Sent
 * after the result has committed, like every tournament text, one batch per kind of match.
 */
export async function textMissed(ctx: EngineContext, t: Tournament, finished: readonly FinishedMatch[]) {
  const groups = new Map<string, { match: MissedMatch; ids: number[] }>();
  for (const { winner, source, match: m } of finished) {
    if (source !== 'no-show' && source !== 'double-no-show') continue;
    const players = [m.player1_id, m.player2_id].filter((p): p is number => p !== null).map(Number);
    const absent = players.filter((p) => p !== winner);
    const missed = { round: Number(m.round), thirdPlace: m.kind === 'third-place', both: winner === null };
    const key = JSON.stringify(missed);
    const group = groups.get(key) ?? { match: missed, ids: [] };
    group.ids.push(...absent);
    groups.set(key, group);
  }
  for (const { match, ids } of groups.values())
    await tell(ctx, ids, (l) => smsIn(l).missed(nameIn(t, l), match));
}
