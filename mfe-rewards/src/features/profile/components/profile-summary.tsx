import type { Profile } from '@portal/contracts';
import { displayName, formatPaisa, profileImageOrFallback, reverseDateParts } from '@portal/shared/lib';

/** The subscriber's picture, name and totals at the top of /profile. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const stats: Array<[string, number]> = [
    ['Credits', profile.credits],
    ['Items redeemed', profile.items_redeemed],
    ['Tournaments', profile.total_tournament],
    ['Completed tasks', profile.completed_tasks_total],
  ];
  const dateOfBirth = reverseDateParts(profile.dateOfBirth);
  return (
    <section className="profile-summary pz-card" aria-label="Your profile">
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
            {displayName(profile)}
          </p>
          {profile.username && <p className="pz-muted">@{profile.username}</p>}
          {dateOfBirth && (
            <p className="pz-muted" data-testid="profile-date-of-birth">
              Born {dateOfBirth}
            </p>
          )}
        </div>
      </div>
      <dl className="profile-summary__stats">
        {stats.map(([label, value]) => (
          <div key={label} data-testid={`profile-stat-${label.toLowerCase().replace(/ /g, '-')}`}>
            <dt>{label}</dt>
            <dd>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
        {/* Prize money is rupees in its own wallet: never added to or shown as credits. */}
        <div data-testid="profile-stat-prize-money">
          <dt>Prize money</dt>
          <dd>{formatPaisa(profile.prize_money_paisa ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
