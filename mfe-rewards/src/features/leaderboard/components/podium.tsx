import { limits } from '@portal/shared/config';
import { cutName, displayName, profileImageOrFallback } from '@portal/shared/lib';
import type { LeaderboardEntry } from '@portal/contracts';
import { formatNumber } from '@portal/shared/i18n';
import { useT } from '../../../i18n';

/**
 * The top 3 (docs/product/rewards-and-credits.md): second, first, third in reading order (left to
 * right in English, right to left in Urdu, as flex order follows the direction); read in rank order.
 */
export function Podium({ leaders }: { leaders: LeaderboardEntry[] }) {
  const t = useT();
  const places = leaders.slice(0, 3).map((entry, index) => ({ entry, rank: index + 1 }));
  const visualOrder = [2, 1, 3];
  return (
    <ol className="podium" aria-label={t('rewards.leaderboard.top3')}>
      {places.map(({ entry, rank }) => (
        <li
          key={rank}
          className={`podium__place podium__place--${rank}${entry.is_viewer ? ' podium__place--viewer' : ''}`}
          style={{ order: visualOrder.indexOf(rank) }}
        >
          <span
            className="podium__rank"
            aria-label={t('rewards.leaderboard.rank', { rank: formatNumber(rank) })}
          >
            {formatNumber(rank)}
          </span>
          <img src={profileImageOrFallback(entry.profileImage)} alt="" width={64} height={64} />
          <span className="podium__name" title={entry.name}>
            {/* Isolated: a Latin name cut to "Fatima No.." keeps its dots at its end in Urdu. */}
            <bdi>{cutName(displayName(entry), limits.leaderboardNameChars)}</bdi>
            {entry.is_viewer && <span className="leaderboard-you"> {t('rewards.leaderboard.you')}</span>}
          </span>
          <span className="podium__score">
            {t('rewards.leaderboard.points', { score: formatNumber(entry.score) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
