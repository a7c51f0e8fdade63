import { Link } from '@portal/shared/router';
import { carouselIntervals } from '@portal/shared/config';
import { useMediaQuery } from '@portal/shared/lib';
import type { Tournament } from '@portal/contracts';
import { Carousel, EmptyState, ErrorMessage, Loading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useTournamentLists } from '../api/use-tournament-lists';
import { useTournamentInfo } from '../hooks/use-tournament-info';
import { joinPath } from '../lib/paths';
import { homeEslTournaments, type TournamentKind } from '../lib/status';
import { CannonInstructionsModal } from './cannon-instructions-modal';
import { JoinButton } from './join-button';
import { TournamentCard } from './tournament-card';
import { TournamentInfoModal } from './tournament-info-modal';
import './home-tournaments.css';

interface HomeItem {
  tournament: Tournament;
  kind: TournamentKind;
  to: string;
}

/**
 * Home 'Tournaments' (docs/product/tournaments.md): ESL tournaments whose status is not 4 lead to /tournaments,
 * weekly ones to their registration page; a carousel turning every 3 s.
 */
export function HomeTournaments() {
  const lists = useTournamentLists();
  const info = useTournamentInfo();
  const wide = useMediaQuery('(min-width: 768px)');
  const t = useT();

  let body;
  if (lists.isError)
    body = <ErrorMessage message={lists.error.message} onRetry={() => void lists.refetch()} />;
  else if (!lists.data) body = <Loading label={t('tournaments.list.loading')} minHeight={300} />;
  else {
    const items: HomeItem[] = [
      ...homeEslTournaments(lists.data.esl).map((t) => ({
        tournament: t,
        kind: 'esl' as const,
        to: '/tournaments',
      })),
      ...lists.data.weekly.map((t) => ({ tournament: t, kind: 'weekly' as const, to: joinPath(t) })),
    ];
    body =
      items.length === 0 ? (
        <EmptyState message={t('tournaments.list.empty')} />
      ) : (
        <Carousel
          items={items}
          interval={carouselIntervals.tournaments}
          label={t('tournaments.home.heading')}
          perView={wide ? 2 : 1}
          getKey={(item) => `${item.kind}-${item.tournament.id}`}
          renderItem={(item) => (
            <TournamentCard
              tournament={item.tournament}
              kind={item.kind}
              titleTo={item.to}
              onInfo={() => info.openInfo(item.tournament)}
              action={<JoinButton tournament={item.tournament} to={item.to} />}
            />
          )}
        />
      );
  }

  return (
    <section className="pz-home-block home-tournaments" aria-labelledby="home-tournaments-heading">
      <div className="pz-section-heading">
        <h2 id="home-tournaments-heading">{t('tournaments.home.heading')}</h2>
        <Link to="/tournaments" className="home-tournaments__all">
          {t('tournaments.home.viewAll')}
        </Link>
      </div>
      {body}
      <TournamentInfoModal tournament={info.details} onClose={info.closeDetails} />
      <CannonInstructionsModal open={info.instructionsOpen} onClose={info.closeInstructions} />
    </section>
  );
}
