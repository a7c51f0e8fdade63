// Reward art for reward ids 1 to 15 (docs/product/rewards-and-credits.md), drawn by scripts/make-reward-art.mjs.
// Each import is the drawing's SVG markup (art.config.mjs), drawn inline by RewardPicture.
import reward1 from '../../assets/rewards/reward-1.svg';
import reward2 from '../../assets/rewards/reward-2.svg';
import reward3 from '../../assets/rewards/reward-3.svg';
import reward4 from '../../assets/rewards/reward-4.svg';
import reward5 from '../../assets/rewards/reward-5.svg';
import reward6 from '../../assets/rewards/reward-6.svg';
import reward7 from '../../assets/rewards/reward-7.svg';
import reward8 from '../../assets/rewards/reward-8.svg';
import reward9 from '../../assets/rewards/reward-9.svg';
import reward10 from '../../assets/rewards/reward-10.svg';
import reward11 from '../../assets/rewards/reward-11.svg';
import reward12 from '../../assets/rewards/reward-12.svg';
import reward13 from '../../assets/rewards/reward-13.svg';
import reward14 from '../../assets/rewards/reward-14.svg';
import reward15 from '../../assets/rewards/reward-15.svg';

const drawings: Record<number, string> = {
  1: reward1,
  2: reward2,
  3: reward3,
  4: reward4,
  5: reward5,
  6: reward6,
  7: reward7,
  8: reward8,
  9: reward9,
  10: reward10,
  11: reward11,
  12: reward12,
  13: reward13,
  14: reward14,
  15: reward15,
};

/** The SVG markup of a reward id 1..15's art; other ids have none. */
export function rewardArt(id: number): string | null {
  return drawings[id] ?? null;
}
