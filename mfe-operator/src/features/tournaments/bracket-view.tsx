import type { BracketMatch, BracketPlayer, StaffBracket } from '@portal/contracts';
import { DECIDED_WORDS, ROOM_WORDS, wordOf } from '../../lib/status-words';
import { SubscriberName } from '../../ui/subscriber-name';

/** How the match was decided, else where its room is; a bye says so once, under its player. */
function matchNote(match: BracketMatch): string {
  if (match.decided === 'bye') return '';
  return match.decided ? wordOf(DECIDED_WORDS, match.decided).label : wordOf(ROOM_WORDS, match.room).label;
}

/**
 * The live bracket, one column per round; winners in bold, how a match was decided beside it.
 * Players are named by number and name, as in the matches list; the name they chose for the
 * public bracket is the tooltip.
 */
export function BracketView({ bracket }: { bracket: StaffBracket }) {
  if (bracket.rounds.length === 0) return <p className="op-muted">Not drawn yet.</p>;
  const bySeed = new Map(bracket.players.map((p) => [p.seed, p]));
  const named = (p: BracketPlayer) => {
    const who = bySeed.get(p.seed);
    return who ? <SubscriberName phone={who.phone} name={who.name} /> : p.name;
  };
  // Rounds side by side scroll sideways where they do not fit (a phone): the region takes focus, so
  // the keyboard scrolls it too.
  return (
    <div className="op-bracket" role="region" aria-label="Bracket" tabIndex={0}>
      {bracket.rounds.map((round) => (
        <section key={round.round} className="op-bracket__round" aria-label={round.label}>
          <h3>{round.label}</h3>
          {round.matches.map((match) => (
            <div key={match.id} className="op-bracket__match">
              {match.players.map((p) => (
                <div
                  key={p.seed}
                  className={
                    match.winner === p.seed ? 'op-bracket__player op-bracket__winner' : 'op-bracket__player'
                  }
                  title={`Players see: ${p.name}`}
                >
                  <span className="op-muted">{p.seed}</span> {named(p)}
                </div>
              ))}
              {match.players.length < 2 && <div className="op-muted">{DECIDED_WORDS.bye!.label}</div>}
              <div className="op-muted op-small">
                {match.kind === 'third-place' ? 'Third place · ' : ''}
                {matchNote(match)}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
