// Game cover art by name (docs/product/games.md), drawn by shared/scripts/make-covers.mjs.
import c_clash_royale from '../assets/covers/clash-royale.svg';
import c_call_of_duty from '../assets/covers/call-of-duty.svg';
import c_pubg_mobile from '../assets/covers/pubg-mobile.svg';
import c_minecraft from '../assets/covers/minecraft.svg';
import c_freefire from '../assets/covers/freefire.svg';
import c_fortnite from '../assets/covers/fortnite.svg';
import c_apex_legends from '../assets/covers/apex-legends.svg';
import c_roblox from '../assets/covers/roblox.svg';
import c_among_us from '../assets/covers/among-us.svg';
import c_fifa_mobile from '../assets/covers/fifa-mobile.svg';
import c_valorant from '../assets/covers/valorant.svg';
import c_subway_surfers from '../assets/covers/subway-surfers.svg';
import c_clash_of_clans from '../assets/covers/clash-of-clans.svg';
import c_8_ball_pool from '../assets/covers/8-ball-pool.svg';
import c_aim_train from '../assets/covers/aim-train.svg';
import c_cannon_clash from '../assets/covers/cannon-clash.svg';
import c_puzzle_mania from '../assets/covers/puzzle-mania.svg';
import c_aim_train_mid from '../assets/covers/aim-train-mid.svg';
import c_cannon_clash_mid from '../assets/covers/cannon-clash-mid.svg';
import c_puzzle_mania_mid from '../assets/covers/puzzle-mania-mid.svg';
import { breakpoints } from '@portal/shared/config';

/** The mid range of widths, where the three in-house games show their own art (`midSrc`). */
export const MID_IMAGE_MEDIA = `(min-width: ${breakpoints.midImageMin}px) and (max-width: ${breakpoints.midImageMax}px)`;

export interface GameCover {
  /** The image for every width outside the mid range. */
  src: string;
  /** A different image between 500 and 767 px wide (the three in-house games only). */
  midSrc?: string;
}

const covers: Record<string, GameCover> = {
  'clash royale': { src: c_clash_royale },
  'call of duty': { src: c_call_of_duty },
  'pubg mobile': { src: c_pubg_mobile },
  minecraft: { src: c_minecraft },
  freefire: { src: c_freefire },
  fortnite: { src: c_fortnite },
  'apex legends': { src: c_apex_legends },
  roblox: { src: c_roblox },
  'among us': { src: c_among_us },
  'fifa mobile': { src: c_fifa_mobile },
  valorant: { src: c_valorant },
  'subway surfers': { src: c_subway_surfers },
  'clash of clans': { src: c_clash_of_clans },
  '8 ball pool': { src: c_8_ball_pool },
  'aim train': { src: c_aim_train, midSrc: c_aim_train_mid },
  'cannon clash': { src: c_cannon_clash, midSrc: c_cannon_clash_mid },
  'puzzle mania': { src: c_puzzle_mania, midSrc: c_puzzle_mania_mid },
};

export const GAME_COVER_NAMES = Object.keys(covers);

/** Letters and digits only: 'Free Fire', 'freefire' and 'FREE-FIRE' name the same game. */
const compact = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const byCompactName = new Map(Object.entries(covers).map(([name, cover]) => [compact(name), cover]));

/** Look-up by game name, ignoring case, spaces and punctuation; an unknown game gets no image. */
export function gameCoverImage(name: string | null | undefined): GameCover | null {
  if (!name) return null;
  return byCompactName.get(compact(name)) ?? null;
}

/**
 * What a card shows for a game: its own image (an api or video thumbnail) when it has one, else
 * the game's cover art, whose mid-size variant is shown at MID_IMAGE_MEDIA's widths. No `image`:
 * neither exists.
 */
export function coverSources(
  game: string | null | undefined,
  own?: string | null,
): { image?: string; midSrc?: string } {
  if (own) return { image: own };
  const cover = gameCoverImage(game);
  return { image: cover?.src, midSrc: cover?.midSrc };
}
