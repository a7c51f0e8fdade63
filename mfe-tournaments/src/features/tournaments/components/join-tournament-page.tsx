import { useAtomValue } from 'jotai';
import { useQuery } from '@portal/shared/query';
import { useSearchParams } from '@portal/shared/router';
import { tournamentQueryOptions } from '@portal/shared/api';
import { redirectToLanding } from '@portal/shared/lib';
import { isLoggedInAtom } from '@portal/shared/session';
import { ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { parseTournamentId } from '../lib/registration';
import { RegistrationForm } from './registration-form';
import { TournamentDetails } from './tournament-details';
import './tournament-card.css';
import './join-tournament-page.css';

/** /join-tournament?tournamentId={id}: the tournament view and its registration form. */
export function JoinTournamentPage() {
  const [params] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const t = useT();
  const id = parseTournamentId(params.get('tournamentId'));
  const valid = id !== null && !Number.isNaN(id);
  const view = useQuery({ ...tournamentQueryOptions(valid ? id : 0), enabled: valid && loggedIn });

  let body;
  if (id === null) body = <ErrorMessage prefixed={false} message={t('tournaments.register.idMissing')} />;
  else if (!valid) body = <ErrorMessage prefixed={false} message={t('tournaments.register.noData')} />;
  else if (!loggedIn) {
    // The gamenow flag lets a visitor without a session stay here; joining needs a login.
    body = (
      <div className="join-tournament__login" role="status">
        <p>{t('tournaments.register.loginToParticipate')}</p>
        <button type="button" className="pz-button" onClick={redirectToLanding}>
          {t('tournaments.join.loginRequired')}
        </button>
      </div>
    );
  } else if (view.isPending) body = <Loading label={t('tournaments.register.loading')} minHeight={360} />;
  else if (view.isError) {
    body = <ErrorMessage prefixed={false} message={view.error.message} onRetry={() => void view.refetch()} />;
  } else if (!view.data) body = <ErrorMessage prefixed={false} message={t('tournaments.register.noData')} />;
  else {
    body = (
      <div className="join-tournament__layout">
        <TournamentDetails tournament={view.data} />
        <RegistrationForm key={view.data.id} tournament={view.data} />
      </div>
    );
  }

  return (
    <div className="join-tournament">
      <PageHeading title={t('tournaments.register.heading')} />
      {body}
    </div>
  );
}
