import type { Bracket } from '@portal/contracts';

/** The live bracket, one column per round; winners in bold, how a match was decided beside it. */
export function BracketView({ bracket }: { bracket: Bracket }) {
  if (bracket.rounds.length === 0) return <p className="op-muted">Not drawn yet.</p>;
  return (
    <div className="op-bracket" aria-label="Bracket">
      {bracket.rounds.map((round) => (
        <section key={round.round} className="op-bracket__round" aria-label={round.label}>
          <h3>{round.label}</h3>
          {round.matches.map((match) => (
            <div key={match.id} className="op-bracket__match">
              {match.players.map((p) => (
                <div key={p.seed} className={match.winner === p.seed ? 'op-bracket__winner' : undefined}>
                  <span className="op-muted">{p.seed}</span> {p.name}
                </div>
              ))}
              {match.players.length < 2 && <div className="op-muted">bye</div>}
              <div className="op-muted op-small">
                {match.kind === 'third-place' ? 'Third place · ' : ''}
                {match.decided ?? match.room}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
