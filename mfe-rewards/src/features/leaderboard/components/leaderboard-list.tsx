import { useId, useState } from 'react';
import { limits } from '@portal/shared/config';
import { cutName, displayName, profileImageOrFallback } from '@portal/shared/lib';
import type { LeaderboardEntry } from '@portal/contracts';
import { formatNumber } from '@portal/shared/i18n';
import { useT } from '../../../i18n';

function Row({ entry, rank }: { entry: LeaderboardEntry; rank: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className={entry.is_viewer ? 'leaderboard-row leaderboard-row--viewer' : 'leaderboard-row'}>
      <button
        type="button"
        className="leaderboard-row__summary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="leaderboard-row__rank">{formatNumber(rank)}</span>
        <img src={profileImageOrFallback(entry.profileImage)} alt="" width={40} height={40} />
        <span className="leaderboard-row__name">
          {/* Isolated: a Latin name cut to "Fatima No.." keeps its dots at its end in Urdu. */}
          <bdi>{cutName(displayName(entry), limits.leaderboardNameChars)}</bdi>
          {entry.is_viewer && <span className="leaderboard-you"> {t('rewards.leaderboard.you')}</span>}
        </span>
        <span className="leaderboard-row__score">
          {t('rewards.leaderboard.points', { score: formatNumber(entry.score) })}
        </span>
      </button>
      <dl id={panelId} className="leaderboard-row__details" hidden={!open}>
        <div>
          <dt>{t('rewards.leaderboard.tournaments')}</dt>
          <dd>{formatNumber(entry.total_tournaments)}</dd>
        </div>
        <div>
          <dt>{t('rewards.leaderboard.challenges')}</dt>
          <dd>{formatNumber(entry.total_challenges)}</dd>
        </div>
        <div>
          <dt>{t('rewards.leaderboard.itemsRedeemed')}</dt>
          <dd>{formatNumber(entry.redeemed_items)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Ranks from 4 on; each row opens to show the player's totals. */
export function LeaderboardList({ entries, firstRank }: { entries: LeaderboardEntry[]; firstRank: number }) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <ol
      className="leaderboard-list"
      start={firstRank}
      aria-label={t('rewards.leaderboard.ranksFrom', { rank: formatNumber(firstRank) })}
    >
      {entries.map((entry, index) => (
        <Row key={`${entry.username}-${firstRank + index}`} entry={entry} rank={firstRank + index} />
      ))}
    </ol>
  );
}
