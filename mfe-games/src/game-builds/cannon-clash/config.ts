// The game's data file's config.json (written by build/cannon-clash-data.mjs).
export interface CannonClashConfig {
  title: string;
  palette: {
    background: string;
    ownHalf: string;
    enemyHalf: string;
    river: string;
    own: string;
    enemy: string;
    ownDark: string;
    enemyDark: string;
    rubble: string;
    shield: string;
    hpBack: string;
    hud: string;
    hudMuted: string;
    victory: string;
    defeat: string;
  };
  labels: {
    you: string;
    opponent: string;
    joining: string;
    waiting: string;
    /** Waiting: the opponent is seated but holds their phone upright. */
    opponentTurning: string;
    /** Waiting: the opponent is seated, this player holds the phone upright (behind the page's notice). */
    turnToStart: string;
    /** Before the countdown's seconds: 'Get ready! 3'. */
    getReady: string;
    hint: string;
    victory: string;
    defeat: string;
    reconnecting: string;
  };
  sounds: { fire: string; hit: string; towerDown: string; victory: string; defeat: string };
}
