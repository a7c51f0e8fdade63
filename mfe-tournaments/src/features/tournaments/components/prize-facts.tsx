import type { Tournament } from '@portal/contracts';
import { formatNumber } from '@portal/shared/i18n';
import { useT } from '../../../i18n';
import { entryFeeLabel, prizeLabel, prizeType } from '../lib/format';
import { thirdPlaceText } from '../lib/player-state';

/**
 * The entry fee, the three prizes and the checked-in count, as rows of the caller's description
 * list (the join page's facts and the card's info modal show them alike).
 */
export function PrizeFacts({ tournament: t }: { tournament: Tournament }) {
  const tr = useT();
  return (
    <>
      <dt>{tr('tournaments.facts.entryFee')}</dt>
      <dd>{entryFeeLabel(t)}</dd>
      <dt>{tr('tournaments.facts.firstPrize')}</dt>
      <dd>{prizeLabel(t.prize, prizeType(t))}</dd>
      <dt>{tr('tournaments.facts.secondPrize')}</dt>
      <dd>{prizeLabel(t.second_prize, prizeType(t))}</dd>
      <dt>{tr('tournaments.facts.thirdPrize')}</dt>
      <dd>{prizeLabel(t.third_prize, prizeType(t))}</dd>
      <dt>{tr('tournaments.facts.thirdPlace')}</dt>
      <dd>{thirdPlaceText(t)}</dd>
      <dt>{tr('tournaments.facts.checkedIn')}</dt>
      <dd>{formatNumber(t.total_checkin)}</dd>
    </>
  );
}
