/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The Colyseus SDK's browser build is ES modules only; its CommonJS build serves this test.
import { afterEach, describe, expect, it } from '@jest/globals';
import { RECONNECT_STORAGE_KEY, savedSeat } from './connection';

const join = (roomId: string, tournamentId: number | null = 12) => ({
  roomId,
  tournamentId,
  playerName: 'ayesha',
  token: 'jwt',
});

describe('savedSeat (the reconnection token kept across a reload)', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the token back for the same Room ID of the same tournament, however it was typed', () => {
    savedSeat.write(join('PZ-84YLAV'), 'room1:token1');
    expect(savedSeat.read(join(' pz-84ylav '))).toBe('room1:token1');
    expect(savedSeat.read(join('PZ-84YLAV', 13))).toBeNull();
    expect(savedSeat.read(join('PZ-84YLAV', null))).toBeNull();
    expect(savedSeat.read(join('PZ-OTHER'))).toBeNull();
  });

  it('forgets the seat when cleared, and ignores anything else stored under its key', () => {
    savedSeat.write(join('test room', null), 'room2:token2');
    savedSeat.clear();
    expect(savedSeat.read(join('test room', null))).toBeNull();
    sessionStorage.setItem(RECONNECT_STORAGE_KEY, '{not json');
    expect(savedSeat.read(join('test room', null))).toBeNull();
    sessionStorage.setItem(RECONNECT_STORAGE_KEY, JSON.stringify({ seat: '12:pz-1', token: 7 }));
    expect(savedSeat.read(join('PZ-1'))).toBeNull();
  });
});
