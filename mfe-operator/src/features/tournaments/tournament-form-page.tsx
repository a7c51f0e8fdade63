import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@portal/shared/query';
import { useNavigate, useParams } from '@portal/shared/router';
import { QueryView } from '../../ui/query-view';
import { tournamentQuery, tournamentsQuery, useSaveTournament, type Tournament } from './api';
import { initialValues, toInput, type TournamentFormValues } from './tournament-fields';
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
  // The games staff can pick: those of the tournaments the console already knows.
  const known = useQuery(tournamentsQuery(''));
  const games = useMemo(() => {
    const map = new Map<number, string>();
    for (const t of known.data ?? []) map.set(t.gameId, t.gameName);
    return [...map].map(([gameId, name]) => ({ id: gameId, name }));
  }, [known.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toInput(values), {
      onSuccess: ({ id }) => navigate(`/operator/tournaments/${id}`),
    });
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
