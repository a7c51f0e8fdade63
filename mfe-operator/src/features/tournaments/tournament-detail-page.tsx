import { useState } from 'react';
import { useQuery } from '@portal/shared/query';
import { useParams } from '@portal/shared/router';
import { can } from '../../lib/roles';
import { QueryView } from '../../ui/query-view';
import { useStaffSession } from '../session/use-staff-session';
import { bracketQuery, matchesQuery, tournamentQuery, tournamentSmsQuery, useTournamentAction } from './api';
import { BracketView } from './bracket-view';
import { MatchesTable } from './matches-table';
import { SentTexts, TournamentFacts } from './tournament-facts';
import { TournamentHeading } from './tournament-heading';
import { isOver } from './tournament-labels';

export function TournamentDetailPage() {
  const id = Number(useParams().id);
  const role = useStaffSession().data?.staff.role;
  const manage = can(role, 'manage-tournaments');
  const tournament = useQuery(tournamentQuery(id));
  const bracket = useQuery(bracketQuery(id));
  const matches = useQuery(matchesQuery(id));
  const sms = useQuery(tournamentSmsQuery(id));
  const action = useTournamentAction(id);
  const [voiding, setVoiding] = useState(false);
  return (
    <QueryView query={tournament}>
      {(t) => (
        <>
          <TournamentHeading
            t={t}
            manage={manage}
            action={action}
            voiding={voiding}
            setVoiding={setVoiding}
          />
          <TournamentFacts t={t} />
          <h2>Bracket</h2>
          <QueryView query={bracket}>{(b) => <BracketView bracket={b} />}</QueryView>
          <h2>Matches</h2>
          <QueryView query={matches}>
            {(rows) => (
              <MatchesTable
                matches={rows}
                canSettle={manage && !isOver(t)}
                pending={action.isPending}
                onSettle={(matchId, winner) => action.mutate({ settle: { matchId, winner } })}
              />
            )}
          </QueryView>
          <h2>Texts sent</h2>
          <QueryView query={sms}>{(rows) => <SentTexts rows={rows} />}</QueryView>
        </>
      )}
    </QueryView>
  );
}
