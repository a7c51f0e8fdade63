// The Cannon Clash data file: the game's configuration (palette, labels) and its sound effects,
// generated here so the build is reproducible.
import { tone, writeDataPackage } from './data-package.mjs';

export const cannonClashConfig = {
  title: 'Cannon Clash',
  palette: {
    background: '#05070f',
    ownHalf: '#0f2138',
    enemyHalf: '#2a1420',
    river: '#1d4ed8',
    own: '#38bdf8',
    enemy: '#f87171',
    ownDark: '#0c4a6e',
    enemyDark: '#7f1d1d',
    rubble: '#475569',
    shield: '#fbbf24',
    hpBack: '#0b1020',
    hud: '#f1f5f9',
    hudMuted: '#cbd5e1',
    victory: '#4ade80',
    defeat: '#f87171',
  },
  labels: {
    you: 'YOU',
    opponent: 'Opponent',
    joining: 'Joining the room...',
    waiting: 'Waiting for opponent to join...',
    opponentTurning: 'Opponent is turning their phone...',
    turnToStart: 'Turn your phone to start',
    getReady: 'Get ready!',
    hint: 'Drag to move, press to fire',
    victory: 'Victory! You won!',
    defeat: 'Defeat! Better luck next time!',
    reconnecting: 'Connection lost, reconnecting...',
  },
  sounds: {
    fire: 'fire.wav',
    hit: 'hit.wav',
    towerDown: 'tower-down.wav',
    victory: 'victory.wav',
    defeat: 'defeat.wav',
  },
};

export function cannonClashData() {
  const sounds = {
    'fire.wav': tone([[140, 0.16]], { wave: 'square', volume: 0.2, decay: 16 }),
    'hit.wav': tone([[90, 0.08]], { wave: 'square', volume: 0.12, decay: 30 }),
    'tower-down.wav': tone(
      [
        [196, 0.12],
        [98, 0.4],
      ],
      { wave: 'triangle', decay: 5 },
    ),
    'victory.wav': tone(
      [
        [523.25, 0.16],
        [659.25, 0.16],
        [783.99, 0.16],
        [1046.5, 0.5],
      ],
      { decay: 3 },
    ),
    'defeat.wav': tone(
      [
        [392, 0.2],
        [311.13, 0.2],
        [261.63, 0.6],
      ],
      { wave: 'triangle', decay: 2.5 },
    ),
  };
  return writeDataPackage([
    { name: 'config.json', type: 'application/json', bytes: Buffer.from(JSON.stringify(cannonClashConfig)) },
    ...Object.entries(sounds).map(([name, bytes]) => ({ name, type: 'audio/wav', bytes })),
  ]);
}
