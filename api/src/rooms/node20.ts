import { createRequire } from 'node:module';

// @colyseus/core 0.18 declares Node >= 22 and reads the global WebSocket (Node 22's built-in) when a
// dropped client reconnects (`client.readyState !== WebSocket.OPEN`). On Node 20 there is none, and
// every reconnection failed with "WebSocket is not defined". Until the runtime moves to Node 22,
// give Node 20 the `ws` class that ws-transport itself uses (same readyState constants). The room
// tests cover reconnection on the running Node.
if (typeof globalThis.WebSocket === 'undefined') {
  const require = createRequire(import.meta.url);
  const fromTransport = createRequire(require.resolve('@colyseus/ws-transport'));
  const ws = fromTransport('ws') as { WebSocket?: unknown };
  Object.assign(globalThis, { WebSocket: ws.WebSocket ?? ws });
}
