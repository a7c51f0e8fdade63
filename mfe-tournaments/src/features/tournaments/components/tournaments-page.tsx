import { EmptyState, ErrorMessage, Loading, PageHeading, PracticeBotButton } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useTournamentLists } from '../api/use-tournament-lists';
import { useEslJoin } from '../hooks/use-esl-join';
import { useTournamentInfo } from '../hooks/use-tournament-info';
import { joinPath } from '../lib/paths';
import { isCannonClash } from '../lib/status';
import { CannonInstructionsModal } from './cannon-instructions-modal';
import { ConfirmJoinDialog } from './confirm-join-dialog';
import { JoinButton } from './join-button';

import { RoomIdModal } from './room-id-modal';
import { TournamentCard } from './tournament-card';
import { TournamentInfoModal } from './tournament-info-modal';
import './tournaments-page.css';

/** Cards in the first screen at the widest layout (one row of three): their images load at once. */
const FIRST_SCREEN_CARDS = 3;

/** /tournaments: 'Weekly Tournaments' with the ESL section and the weekly section (docs/product/tournaments.md). */
export function TournamentsPage() {
  const lists = useTournamentLists();
  const info = useTournamentInfo();
  const esl = useEslJoin(info.openInstructions);
  const t = useT();

  let body;
  if (lists.isError)
    body = <ErrorMessage message={lists.error.message} onRetry={() => void lists.refetch()} />;
  else if (!lists.data) body = <Loading label={t('tournaments.list.loading')} minHeight={320} />;
  else {
    body = (
      <>
        <section className="tournaments__section" aria-labelledby="tournaments-esl">
          <h2 id="tournaments-esl">{t('tournaments.page.esl')}</h2>
          {lists.data.esl.length === 0 ? (
            <EmptyState message={t('tournaments.list.empty')} />
          ) : (
            <div className="pz-grid tournaments__grid">
              {lists.data.esl.map((t, index) => (
                <TournamentCard
                  key={t.id}
                  tournament={t}
                  kind="esl"
                  priority={index < FIRST_SCREEN_CARDS}
                  message={esl.messages[t.id]}
                  onInfo={() => info.openInfo(t)}
                  action={
                    <>
                      <JoinButton
                        tournament={t}
                        onJoin={() => esl.join(t)}
                        pending={esl.pendingId === t.id}
                      />
                      {isCannonClash(t) && <PracticeBotButton />}
                    </>
                  }
                />
              ))}
            </div>
          )}
        </section>
        <section className="tournaments__section" aria-labelledby="tournaments-weekly">
          <h2 id="tournaments-weekly">{t('tournaments.page.other')}</h2>
          {lists.data.weekly.length === 0 ? (
            <EmptyState message={t('tournaments.list.empty')} />
          ) : (
            <div className="pz-grid tournaments__grid">
              {lists.data.weekly.map((t) => (
                <TournamentCard
                  key={t.id}
                  tournament={t}
                  kind="weekly"
                  titleTo={joinPath(t)}
                  onInfo={() => info.openInfo(t)}
                  action={<JoinButton tournament={t} to={joinPath(t)} />}
                />
              ))}
            </div>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="tournaments">
      <PageHeading title={t('tournaments.page.heading')} />
      {body}
      <ConfirmJoinDialog tournament={esl.confirmFor} onConfirm={esl.confirmJoin} onCancel={esl.cancelJoin} />
      <RoomIdModal tournament={esl.roomFor} onClose={esl.closeRoom} />
      <TournamentInfoModal tournament={info.details} onClose={info.closeDetails} />
      <CannonInstructionsModal open={info.instructionsOpen} onClose={info.closeInstructions} />
    </div>
  );
}
