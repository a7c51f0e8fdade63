import type { DemoContext } from './context.ts';
import { urdu } from './urdu.ts';

// The rewards catalogue, ids 1 to 15 (the rewards remote draws art for each id).

const REWARDS: [string, number, number][] = [
  ['PUBG Mobile 60 UC', 500, 1],
  ['PUBG Mobile 325 UC', 2500, 1],
  ['PUBG Mobile 660 UC', 5000, 1],
  ['Free Fire 100 Diamonds', 600, 0],
  ['Free Fire 310 Diamonds', 1800, 0],
  ['Gaming Mouse', 3000, 0],
  ['Gaming Headset', 6000, 0],
  ['Mechanical Keyboard', 8000, 0],
  ['Mobile Gaming Triggers', 1200, 0],
  ['Mobile Game Controller', 7000, 0],
  ['Gaming Mouse Pad', 900, 0],
  ['Phone Cooling Fan', 2000, 0],
  ['Power Bank 10000 mAh', 4000, 0],
  ['PUBG Mobile 1800 UC', 12000, 1],
  ['Bluetooth Earbuds', 5000, 0],
];

export async function seedRewards({ tx }: DemoContext): Promise<void> {
  for (const [i, [name, credits, id_require]] of REWARDS.entries()) {
    await tx
      .insertInto('rewards')
      .values({ id: i + 1, name, name_ur: urdu(name), credits, id_require })
      .execute();
  }
}
