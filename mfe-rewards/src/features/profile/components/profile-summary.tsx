import type { Profile } from '@portal/contracts';
import { displayName, formatPaisa, profileImageOrFallback, reverseDateParts } from '@portal/shared/lib';
import { formatNumber } from '@portal/shared/i18n';
import { useT, type Message } from '../../../i18n';

/** The subscriber's picture, name and totals at the top of /profile. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const t = useT();
  // [test id, label, value]: the test ids stay the same in every language.
  const stats: Array<[string, Message, number]> = [
    ['credits', 'rewards.profile.credits', profile.credits],
    ['items-redeemed', 'rewards.profile.itemsRedeemed', profile.items_redeemed],
    ['tournaments', 'rewards.profile.tournaments', profile.total_tournament],
    ['completed-tasks', 'rewards.profile.completedTasks', profile.completed_tasks_total],
  ];
  const dateOfBirth = reverseDateParts(profile.dateOfBirth);
  return (
    <section className="profile-summary pz-card" aria-label={t('rewards.profile.summary')}>
      <div className="profile-summary__who">
        <img
          className="profile-summary__image"
          src={profileImageOrFallback(profile.profileImage)}
          alt=""
          width={72}
          height={72}
        />
        <div>
          <p className="profile-summary__name" data-testid="profile-page-name">
            <bdi>{displayName(profile)}</bdi>
          </p>
          {profile.username && (
            <p className="pz-muted">
              <bdi>@{profile.username}</bdi>
            </p>
          )}
          {dateOfBirth && (
            <p className="pz-muted" data-testid="profile-date-of-birth">
              {t('rewards.profile.born', { date: dateOfBirth })}
            </p>
          )}
        </div>
      </div>
      <dl className="profile-summary__stats">
        {stats.map(([key, label, value]) => (
          <div key={key} data-testid={`profile-stat-${key}`}>
            <dt>{t(label)}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
        {/* Prize money is rupees in its own wallet: never added to or shown as credits. */}
        <div data-testid="profile-stat-prize-money">
          <dt>{t('rewards.profile.prizeMoney')}</dt>
          <dd>{formatPaisa(profile.prize_money_paisa ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
