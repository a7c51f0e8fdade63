// The shape of config.json inside the Aim Train data package (written by build/aim-train-data.mjs).
export interface AimTrainConfig {
  title: string;
  countdownSeconds: number;
  palette: {
    background: string;
    arena: string;
    grid: string;
    target: string;
    targetRing: string;
    targetCore: string;
    lifetime: string;
    hud: string;
    hudMuted: string;
    pass: string;
    fail: string;
  };
  labels: {
    waiting: string;
    getReady: string;
    hits: string;
    accuracy: string;
    missed: string;
    time: string;
  };
  sounds: { hit: string; miss: string; escape: string; pass: string; fail: string };
}
