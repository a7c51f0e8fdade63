// Game cover art by name (docs/product/games.md), drawn by shared/scripts/make-covers.mjs; each
// drawing has a WebP copy (scripts/raster-art.mjs) that pages show, the SVG being the fallback.
import c_clash_royale from '../assets/covers/clash-royale.svg';
import w_clash_royale from '../assets/covers/clash-royale.webp';
import c_call_of_duty from '../assets/covers/call-of-duty.svg';
import w_call_of_duty from '../assets/covers/call-of-duty.webp';
import c_pubg_mobile from '../assets/covers/pubg-mobile.svg';
import w_pubg_mobile from '../assets/covers/pubg-mobile.webp';
import c_minecraft from '../assets/covers/minecraft.svg';
import w_minecraft from '../assets/covers/minecraft.webp';
import c_freefire from '../assets/covers/freefire.svg';
import w_freefire from '../assets/covers/freefire.webp';
import c_fortnite from '../assets/covers/fortnite.svg';
import w_fortnite from '../assets/covers/fortnite.webp';
import c_apex_legends from '../assets/covers/apex-legends.svg';
import w_apex_legends from '../assets/covers/apex-legends.webp';
import c_roblox from '../assets/covers/roblox.svg';
import w_roblox from '../assets/covers/roblox.webp';
import c_among_us from '../assets/covers/among-us.svg';
import w_among_us from '../assets/covers/among-us.webp';
import c_fifa_mobile from '../assets/covers/fifa-mobile.svg';
import w_fifa_mobile from '../assets/covers/fifa-mobile.webp';
import c_valorant from '../assets/covers/valorant.svg';
import w_valorant from '../assets/covers/valorant.webp';
import c_subway_surfers from '../assets/covers/subway-surfers.svg';
import w_subway_surfers from '../assets/covers/subway-surfers.webp';
import c_clash_of_clans from '../assets/covers/clash-of-clans.svg';
import w_clash_of_clans from '../assets/covers/clash-of-clans.webp';
import c_8_ball_pool from '../assets/covers/8-ball-pool.svg';
import w_8_ball_pool from '../assets/covers/8-ball-pool.webp';
import c_aim_train from '../assets/covers/aim-train.svg';
import w_aim_train from '../assets/covers/aim-train.webp';
import c_cannon_clash from '../assets/covers/cannon-clash.svg';
import w_cannon_clash from '../assets/covers/cannon-clash.webp';
import c_puzzle_mania from '../assets/covers/puzzle-mania.svg';
import w_puzzle_mania from '../assets/covers/puzzle-mania.webp';
import c_aim_train_mid from '../assets/covers/aim-train-mid.svg';
import w_aim_train_mid from '../assets/covers/aim-train-mid.webp';
import c_cannon_clash_mid from '../assets/covers/cannon-clash-mid.svg';
import w_cannon_clash_mid from '../assets/covers/cannon-clash-mid.webp';
import c_puzzle_mania_mid from '../assets/covers/puzzle-mania-mid.svg';
import w_puzzle_mania_mid from '../assets/covers/puzzle-mania-mid.webp';
import { breakpoints } from '@portal/shared/config';

/** The mid range of widths, where the three in-house games show their own art (`midSrc`). */
export const MID_IMAGE_MEDIA = `(min-width: ${breakpoints.midImageMin}px) and (max-width: ${breakpoints.midImageMax}px)`;

export interface GameCover {
  /** The image for every width outside the mid range. */
  src: string;
  /** Its WebP copy, which a browser decodes off the page's main thread. */
  webp: string;
  /** A different image between 500 and 767 px wide (the three in-house games only). */
  midSrc?: string;
  midWebp?: string;
}

const covers: Record<string, GameCover> = {
  'clash royale': { src: c_clash_royale, webp: w_clash_royale },
  'call of duty': { src: c_call_of_duty, webp: w_call_of_duty },
  'pubg mobile': { src: c_pubg_mobile, webp: w_pubg_mobile },
  minecraft: { src: c_minecraft, webp: w_minecraft },
  freefire: { src: c_freefire, webp: w_freefire },
  fortnite: { src: c_fortnite, webp: w_fortnite },
  'apex legends': { src: c_apex_legends, webp: w_apex_legends },
  roblox: { src: c_roblox, webp: w_roblox },
  'among us': { src: c_among_us, webp: w_among_us },
  'fifa mobile': { src: c_fifa_mobile, webp: w_fifa_mobile },
  valorant: { src: c_valorant, webp: w_valorant },
  'subway surfers': { src: c_subway_surfers, webp: w_subway_surfers },
  'clash of clans': { src: c_clash_of_clans, webp: w_clash_of_clans },
  '8 ball pool': { src: c_8_ball_pool, webp: w_8_ball_pool },
  'aim train': { src: c_aim_train, webp: w_aim_train, midSrc: c_aim_train_mid, midWebp: w_aim_train_mid },
  'cannon clash': {
    src: c_cannon_clash,
    webp: w_cannon_clash,
    midSrc: c_cannon_clash_mid,
    midWebp: w_cannon_clash_mid,
  },
  'puzzle mania': {
    src: c_puzzle_mania,
    webp: w_puzzle_mania,
    midSrc: c_puzzle_mania_mid,
    midWebp: w_puzzle_mania_mid,
  },
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

/** One <source> of a cover's <picture>. */
export interface CoverSource {
  srcSet: string;
  media?: string;
  type?: string;
}

/**
 * What a card shows for a game, as the <picture> the shared GameCover draws: its own image (an api
 * or video thumbnail) when it has one, else the game's cover art: `sources` in the order the
 * browser tries them (the mid-size variant at MID_IMAGE_MEDIA's widths, WebP then the SVG; then
 * the WebP), and `image`, the <img>'s own address (the SVG). No `image`: neither exists.
 */
export function coverPicture(
  game: string | null | undefined,
  own?: string | null,
): { sources: CoverSource[]; image?: string } {
  if (own) return { sources: [], image: own };
  const cover = gameCoverImage(game);
  if (!cover) return { sources: [] };
  const sources: CoverSource[] = [];
  if (cover.midWebp) sources.push({ media: MID_IMAGE_MEDIA, type: 'image/webp', srcSet: cover.midWebp });
  if (cover.midSrc) sources.push({ media: MID_IMAGE_MEDIA, srcSet: cover.midSrc });
  if (cover.webp) sources.push({ type: 'image/webp', srcSet: cover.webp });
  return { sources, image: cover.src };
}

/**
 * The address a browser shows from a cover's <picture> at a screen where `matches(media)` answers
 * for each media query: the first source whose media matches, else the image. Every browser the
 * portal supports decodes WebP, so no source is passed over for its type.
 */
export function chosenCover(
  picture: { sources: CoverSource[]; image?: string },
  matches: (media: string) => boolean,
): string | undefined {
  return picture.sources.find(({ media }) => !media || matches(media))?.srcSet ?? picture.image;
}
