/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The Colyseus SDK's browser build is ES modules only; its CommonJS build serves this test.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { Client } from '@colyseus/sdk';
import { openRoom, RECONNECT_STORAGE_KEY, savedSeat } from './connection';

jest.mock('@colyseus/sdk', () => ({ Client: jest.fn() }));

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

describe('openRoom (the link the game sends through)', () => {
  type Handler = (message?: unknown) => void;
  /** A room as the SDK hands it over: its handlers kept, its sends and leave recorded. */
  function fakeRoom() {
    const handlers = new Map<string, Handler>();
    return {
      handlers,
      sessionId: 'me',
      reconnectionToken: 'room:token',
      state: undefined,
      connection: { isOpen: true },
      send: jest.fn(),
      leave: jest.fn(async (_consented?: boolean) => 1000),
      onMessage: (type: string, handler: Handler) => void handlers.set(type, handler),
      onStateChange: () => undefined,
      onDrop: () => undefined,
      onReconnect: () => undefined,
      onLeave: () => undefined,
      onError: () => undefined,
    };
  }
  const listener = () => ({
    joined: jest.fn(),
    welcome: jest.fn(),
    state: jest.fn(),
    end: jest.fn(),
    dropped: jest.fn(),
    reconnected: jest.fn(),
    failed: jest.fn(),
  });

  const sdk = (room: ReturnType<typeof fakeRoom>) => ({
    auth: {},
    joinOrCreate: jest.fn(async (_name: string, _options: unknown) => room),
    reconnect: jest.fn(async (_token: string) => room),
  });

  async function joined(room: ReturnType<typeof fakeRoom>, ready = true, client = sdk(room)) {
    (Client as unknown as jest.Mock).mockImplementation(() => client);
    const heard = listener();
    const link = openRoom(join('PZ-1'), heard, 'http://portal.test', ready);
    await waitFor(() => expect(heard.joined).toHaveBeenCalledWith('me'));
    return link;
  }

  afterEach(() => sessionStorage.clear());

  it('sends presses at once and drag targets when their time has come', async () => {
    const room = fakeRoom();
    const link = await joined(room);
    link.fire();
    link.moveTo(120);
    link.flush(performance.now() + 100);
    expect(room.send.mock.calls).toEqual([
      ['input', { fire: true }],
      ['input', { targetX: 120 }],
    ]);
  });

  it('sends nothing after the match ended or on a closed connection, and leaves a closed one without a message', async () => {
    const room = fakeRoom();
    const link = await joined(room);
    room.handlers.get('end')?.({ winner: 'me' });
    link.fire();
    expect(room.send).not.toHaveBeenCalled();

    const other = fakeRoom();
    const second = await joined(other);
    other.connection.isOpen = false;
    second.fire();
    second.moveTo(40);
    second.flush(performance.now() + 100);
    expect(other.send).not.toHaveBeenCalled();
    second.leave();
    expect(other.leave).toHaveBeenCalledWith(false);
  });

  it('leaves an open room with a consented leave', async () => {
    const room = fakeRoom();
    const link = await joined(room);
    link.leave();
    expect(room.leave).toHaveBeenCalledWith(true);
  });

  it('joins saying the player cannot see the game yet (a phone held upright), then tells each turn', async () => {
    const room = fakeRoom();
    const client = sdk(room);
    const link = await joined(room, false, client);
    expect(client.joinOrCreate).toHaveBeenCalledWith('cannon_clash', {
      roomCode: 'PZ-1',
      tournamentId: 12,
      ready: false,
    });
    expect(room.send).not.toHaveBeenCalled();
    link.setReady(true);
    expect(room.send.mock.calls).toEqual([['ready', { ready: true }]]);
  });

  it('tells the room what this page sees when it takes its seat back after a reload', async () => {
    savedSeat.write(join('PZ-1'), 'room:token');
    const room = fakeRoom();
    const client = sdk(room);
    await joined(room, false, client);
    expect(client.reconnect).toHaveBeenCalledWith('room:token');
    expect(room.send.mock.calls).toEqual([['ready', { ready: false }]]);
  });
});
