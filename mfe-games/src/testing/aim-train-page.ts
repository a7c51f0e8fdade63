// The Aim Train page's tests share the api's level session and the build's manifest.
import { testManifest } from './unity-page';

/** The session the api opens for Aim Train's level 1 (POST /v1/esl-games/enter's game). */
export const aimTrainSession = {
  game_unique_id: 'aim-train',
  game_name: 'Aim Train',
  game_level: 1,
  level_credits: 10,
};

/** Aim Train's build manifest as the tests serve it: four files, 2 MB in all. */
export const aimTrainManifest = testManifest(
  'aim-train',
  { loader: 1000, framework: 2000, code: 8000, data: 2_087_152 },
  2_097_152,
);
