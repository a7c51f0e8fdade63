import { describe, expect, it } from '@jest/globals';
import {
  decodeJoinRoom,
  decodeMatchEnded,
  decodePhase,
  encodeJoinRoom,
  joinRoomPayload,
  playerNameFallback,
} from './cannon-clash';
import { parseCannonClashState } from '../features/cannon-clash/lib/match-route';

describe('Cannon Clash message contract', () => {
  it("falls back to 'test room' and 'player_' + timestamp", () => {
    const before = Date.now();
    const p = joinRoomPayload({ roomId: '  ', playerName: '', tournamentId: 'x', token: 7 });
    expect(p.roomId).toBe('test room');
    expect(p.playerName).toMatch(/^player_\d+$/);
    expect(Number(p.playerName.slice(7))).toBeGreaterThanOrEqual(before);
    expect(p.tournamentId).toBeNull();
    expect(p.token).toBe('');
    expect(playerNameFallback(1700000000000)).toBe('player_1700000000000');
  });

  it('keeps a trimmed Room ID, the player name and a positive tournament id', () => {
    const p = joinRoomPayload({ roomId: ' PZ-1 ', playerName: ' ayesha ', tournamentId: 3, token: 't' });
    expect(p).toEqual({ roomId: 'PZ-1', playerName: 'ayesha', tournamentId: 3, token: 't' });
    expect(decodeJoinRoom(encodeJoinRoom(p))).toEqual(p);
    expect(joinRoomPayload({ roomId: ' pz-84ylav ', playerName: 'a', tournamentId: 3 }).roomId).toBe(
      'PZ-84YLAV',
    );
    expect(decodeJoinRoom('not json')).toBeNull();
    expect(decodeJoinRoom(undefined)).toBeNull();
  });

  it('decodes phases and ends strictly', () => {
    expect(decodePhase('{"phase":"waiting","side":1}')).toEqual({ phase: 'waiting', side: 1 });
    expect(decodePhase('{"phase":"waiting","side":0,"countdown":3}')).toEqual({
      phase: 'waiting',
      side: 0,
      countdown: 3,
    });
    expect(decodePhase('{"phase":"waiting","side":0,"countdown":"3"}')).toEqual({
      phase: 'waiting',
      side: 0,
    });
    // The opponent's seat: taken by a phone held upright, or by a player who sees the game.
    expect(decodePhase('{"phase":"waiting","side":0,"opponent":"present"}')).toEqual({
      phase: 'waiting',
      side: 0,
      opponent: 'present',
    });
    expect(decodePhase('{"phase":"waiting","side":0,"opponent":"here"}')).toEqual({
      phase: 'waiting',
      side: 0,
    });
    expect(decodePhase('{"phase":"finished","side":1}')).toBeNull();
    expect(decodePhase('{"phase":"playing","side":2}')).toBeNull();
    expect(decodeMatchEnded('{"victory":false,"reason":"forfeit","recorded":true}')).toEqual({
      victory: false,
      reason: 'forfeit',
      recorded: true,
    });
    expect(decodeMatchEnded('{"victory":"yes"}')).toBeNull();
  });
});

describe('the /cannon-clash routing state', () => {
  it('needs a non-empty roomId; tournamentId and startGame are optional', () => {
    expect(parseCannonClashState(null)).toBeNull();
    expect(parseCannonClashState({ tournamentId: 1 })).toBeNull();
    expect(parseCannonClashState({ roomId: '' })).toBeNull();
    expect(parseCannonClashState({ roomId: 'PZ-1', tournamentId: 4, startGame: true })).toEqual({
      roomId: 'PZ-1',
      tournamentId: 4,
      startGame: true,
    });
    expect(parseCannonClashState({ roomId: 'PZ-1', tournamentId: '4' })).toEqual({
      roomId: 'PZ-1',
      tournamentId: 4,
      startGame: false,
    });
    expect(parseCannonClashState({ roomId: 'PZ-1', tournamentId: -1 })?.tournamentId).toBeNull();
  });
});
