import { useState, type FormEvent } from 'react';
import { useQuery } from '@portal/shared/query';
import { useNavigate, useParams } from '@portal/shared/router';
import { QueryView } from '../../ui/query-view';
import { gamesQuery } from '../games/api';
import { tournamentQuery, useSaveTournament, type Tournament } from './api';
import { changedInput, initialValues, toInput, type TournamentFormValues } from './tournament-fields';
import { TournamentFormFields } from './tournament-form-fields';

/** Create (/operator/tournaments/new) or edit (/operator/tournaments/:id/edit) a tournament. */
export function TournamentFormPage() {
  const { id } = useParams();
  const existing = useQuery({ ...tournamentQuery(Number(id)), enabled: id !== undefined });
  if (id === undefined) return <TournamentForm />;
  return <QueryView query={existing}>{(t) => <TournamentForm tournament={t} />}</QueryView>;
}

function TournamentForm({ tournament }: { tournament?: Tournament }) {
  const navigate = useNavigate();
  const save = useSaveTournament(tournament?.id);
  const [values, setValues] = useState<TournamentFormValues>(() => initialValues(tournament));
  const games = useQuery(gamesQuery).data ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = tournament ? changedInput(values, tournament) : toInput(values);
    // Nothing changed: back to the tournament, as after a save.
    if (tournament && Object.keys(input).length === 0)
      return navigate(`/operator/tournaments/${tournament.id}`);
    save.mutate(input, { onSuccess: ({ id }) => navigate(`/operator/tournaments/${id}`) });
  };
  return (
    <>
      <h1>{tournament ? `Edit ${tournament.name}` : 'New tournament'}</h1>
      <form className="op-card op-form" onSubmit={submit}>
        <TournamentFormFields values={values} games={games} onChange={setValues} />
        {save.error && (
          <p role="alert" className="op-alert">
            {save.error.message}
          </p>
        )}
        <div className="op-actions">
          <button className="op-button op-button--primary" type="submit" disabled={save.isPending}>
            {tournament ? 'Save changes' : 'Create tournament'}
          </button>
          <button className="op-button op-button--ghost" type="button" onClick={() => navigate(-1)}>
            Cancel
          </button>
        </div>
      </form>
    </>
  );
}
