// The Cannon Clash build's code file (cannon-clash.code.js): the two-player client on the PlayZone
// framework. It waits for JoinRoom, joins the room server with the portal's token (room-events.ts)
// and tells it whether the player sees the game (SetReady: not behind the page's rotate notice),
// draws the server's states interpolated, own cannon predicted (frame.ts), turns drags and presses
// into inputs (controls.ts), and tells the page the phases (PhaseChanged), the end (MatchEnded) and
// connection errors.
import { CANNON_CLASH_GAME, decodeMuted, decodeReady } from '../../game-contracts/cannon-clash';
import { SET_LANGUAGE_METHOD } from '../../game-contracts/game-language';
import type { GameCodeGlobal } from '../runtime/globals';
import type { GameFactory, GameModule, GameView } from '../runtime/game-module';
import { aim, bindControls, fire } from './controls';
import { renderFrame } from './frame';
import { joinRoom, setReady } from './room-events';
import { createSession } from './session';

const createCannonClash: GameFactory = (host): GameModule => {
  const s = createSession(host);
  const unbindControls = bindControls(s);
  return {
    tickHz: 60,
    receive(gameObject, method, parameter) {
      if (gameObject !== CANNON_CLASH_GAME.gameObject) return;
      if (method === CANNON_CLASH_GAME.methods.joinRoom) joinRoom(s, parameter);
      if (method === CANNON_CLASH_GAME.methods.setMuted) s.muted = decodeMuted(parameter) ?? s.muted;
      if (method === CANNON_CLASH_GAME.methods.setReady) setReady(s, decodeReady(parameter));
      if (method === SET_LANGUAGE_METHOD) s.text.set(parameter);
    },
    update() {
      s.link?.flush(performance.now());
    },
    render(ctx, view: GameView) {
      renderFrame(s, ctx, view);
    },
    pointerDown(x, y) {
      // The framework's press (after the drag's pointerdown): aim there and fire; moving drags on.
      aim(s, x, y);
      fire(s);
    },
    started() {
      host.emit(CANNON_CLASH_GAME.events.ready);
    },
    quit() {
      unbindControls();
      s.link?.leave();
      s.link = null;
    },
  };
};

(window as unknown as GameCodeGlobal).PlayZoneGameCode = createCannonClash;
