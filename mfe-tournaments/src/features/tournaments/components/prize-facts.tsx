import type { Tournament } from '@portal/contracts';
import { entryFeeLabel, prizeLabel, prizeType } from '../lib/format';
import { thirdPlaceText } from '../lib/player-state';

/**
 * The entry fee, the three prizes and the checked-in count, as rows of the caller's description
 * list (the join page's facts and the card's info modal show them alike).
 */
export function PrizeFacts({ tournament: t }: { tournament: Tournament }) {
  return (
    <>
      <dt>Entry Fee</dt>
      <dd>{entryFeeLabel(t)}</dd>
      <dt>1st Prize</dt>
      <dd>{prizeLabel(t.prize, prizeType(t))}</dd>
      <dt>2nd Prize</dt>
      <dd>{prizeLabel(t.second_prize, prizeType(t))}</dd>
      <dt>3rd Prize</dt>
      <dd>{prizeLabel(t.third_prize, prizeType(t))}</dd>
      <dt>3rd Place</dt>
      <dd>{thirdPlaceText(t)}</dd>
      <dt>Checked-in players</dt>
      <dd>{t.total_checkin}</dd>
    </>
  );
}
