// The Aim Train data file: the game's configuration (title, palette, HUD labels, countdown) and
// its sound effects, generated here so the build is reproducible.
import { tone, writeDataPackage } from './data-package.mjs';

export const aimTrainConfig = {
  title: 'Aim Train',
  countdownSeconds: 3,
  palette: {
    background: '#05070f',
    arena: '#0f1830',
    grid: '#1b2a4d',
    target: '#ef4444',
    targetRing: '#f8fafc',
    targetCore: '#dc2626',
    lifetime: '#fbbf24',
    hud: '#f1f5f9',
    hudMuted: '#94a3b8',
    pass: '#4ade80',
    fail: '#f87171',
  },
  labels: {
    waiting: 'Waiting for the level...',
    getReady: 'Get ready',
    hits: 'Hits',
    accuracy: 'Accuracy',
    missed: 'Missed',
    time: 'Time',
  },
  sounds: { hit: 'hit.wav', miss: 'miss.wav', escape: 'escape.wav', pass: 'pass.wav', fail: 'fail.wav' },
};

export function aimTrainData() {
  const sounds = {
    'hit.wav': tone([[880, 0.12]], { wave: 'triangle', decay: 18 }),
    'miss.wav': tone([[160, 0.14]], { wave: 'square', volume: 0.18, decay: 20 }),
    'escape.wav': tone(
      [
        [330, 0.08],
        [220, 0.12],
      ],
      { wave: 'triangle', decay: 10 },
    ),
    'pass.wav': tone(
      [
        [523.25, 0.16],
        [659.25, 0.16],
        [783.99, 0.16],
        [1046.5, 0.5],
      ],
      { decay: 3 },
    ),
    'fail.wav': tone(
      [
        [392, 0.2],
        [311.13, 0.2],
        [261.63, 0.6],
      ],
      { wave: 'triangle', decay: 2.5 },
    ),
  };
  return writeDataPackage([
    { name: 'config.json', type: 'application/json', bytes: Buffer.from(JSON.stringify(aimTrainConfig)) },
    ...Object.entries(sounds).map(([name, bytes]) => ({ name, type: 'audio/wav', bytes })),
  ]);
}
