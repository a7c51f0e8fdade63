// Bot players for the rooms benches, run in a child process: two @colyseus/sdk clients per room
// over real WebSockets, each dragging and firing a few times a second and decoding every patch.
// The parent sends {type: 'join', rooms}; each player may name its own endpoint (an api process),
// so the two players of one match can come in through different processes.
import { createRequire } from 'node:module';

export interface BotRoom {
  code: string;
  tokens: [string, string];
  endpoints: [string, string];
}
export interface ToBots {
  type: 'join';
  rooms: BotRoom[];
}
export interface FromBots {
  type: 'joined' | 'error';
  count?: number;
  /** Rooms whose two players ended up in different room instances (should be 0). */
  split?: number;
  message?: string;
}

export async function runBots(): Promise<void> {
  const require = createRequire(new URL('../../api/package.json', import.meta.url));
  // The sdk is resolved from the api's dependencies at run time; its type comes along for the cast.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const { Client } = (await import(require.resolve('@colyseus/sdk'))) as typeof import('@colyseus/sdk');
  type SdkRoom = Awaited<ReturnType<InstanceType<typeof Client>['joinOrCreate']>>;
  const live: SdkRoom[] = [];
  let split = 0;
  // Each client drags every 300 ms and fires when it can (the room drops presses in cooldown).
  let beat = 0;
  setInterval(() => {
    beat++;
    for (let i = 0; i < live.length; i++) {
      const room = live[i];
      if (!room || (i + beat) % 3 !== 0) continue;
      room.send('input', { targetX: 150 + ((i * 37 + beat * 53) % 600), fire: true });
    }
  }, 100).unref();
  const join = async (endpoint: string, code: string, token: string) => {
    const c = new Client(endpoint);
    c.auth.token = token;
    const room = await c.joinOrCreate('cannon_clash', { roomCode: code });
    room.onMessage('welcome', () => {});
    room.onMessage('end', () => {});
    room.reconnection.enabled = false;
    return room;
  };
  process.on('message', async (m: ToBots) => {
    try {
      for (let i = 0; i < m.rooms.length; i += 10) {
        await Promise.all(
          m.rooms.slice(i, i + 10).map(async ({ code, tokens, endpoints }) => {
            const a = await join(endpoints[0], code, tokens[0]);
            const b = await join(endpoints[1], code, tokens[1]);
            if (a.roomId !== b.roomId) split++;
            live.push(a, b);
          }),
        );
      }
      process.send?.({ type: 'joined', count: live.length / 2, split } satisfies FromBots);
    } catch (err) {
      process.send?.({ type: 'error', message: (err as Error).message } satisfies FromBots);
    }
  });
}
