// deploy/proxy.mjs as the public edge (PROXY_TLS_CERT and PROXY_TLS_KEY set): it terminates TLS,
// speaks HTTP/2 to browsers and HTTP/1.1 to clients without it, and passes WebSocket upgrades (which
// browsers open over HTTP/1.1) to the api, which itself answers HTTP/1.1. A real api process on
// SQLite behind it, with the repository's self-signed test certificate for 127.0.0.1 (tooling/tls).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../src/config.ts';
import { removeDir, startApi, stopApi, tempDir, until, type ApiProcess } from './cluster-helpers.ts';
import { freePort } from './reliability-helpers.ts';

const CERT_FILE = join(REPO_ROOT, 'tooling', 'tls', 'localhost-cert.pem');
const KEY_FILE = join(REPO_ROOT, 'tooling', 'tls', 'localhost-key.pem');
const ca = readFileSync(CERT_FILE);
/** The edge's port and origin, chosen free when the suite starts. */
let EDGE_PORT = 0;
let EDGE = '';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  protocol: string | undefined;
}

/** One request over HTTP/2 to the edge. */
async function overHttp2(
  path: string,
  init: { method?: string; json?: unknown; headers?: http2.OutgoingHttpHeaders } = {},
): Promise<Answer> {
  const session = http2.connect(EDGE, { ca });
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const body = init.json === undefined ? undefined : JSON.stringify(init.json);
      const stream = session.request({
        ':method': init.method ?? 'GET',
        ':path': path,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      });
      let status = 0;
      let headers: Record<string, unknown> = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => {
        status = Number(h[':status']);
        headers = h;
      });
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () =>
        resolve({ status, headers, body: Buffer.concat(chunks).toString(), protocol: session.alpnProtocol }),
      );
      stream.on('error', reject);
      // An edge that drops the stream (or dies) fails the test instead of leaving it waiting.
      session.on('error', reject);
      stream.on('close', () => {
        if (!status) reject(new Error(`the edge closed the stream (code ${stream.rstCode})`));
      });
      stream.setTimeout(10_000, () => reject(new Error('no answer within 10 s')));
      stream.end(body);
    });
  } finally {
    session.destroy();
  }
}

/** One request over HTTP/1.1 and TLS to the edge. */
function overHttps(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    https
      .get(`${EDGE}${path}`, { ca, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            protocol: `http/${res.httpVersion}`,
          }),
        );
      })
      .on('error', reject);
  });
}

describe('the TLS edge in front of the api', () => {
  let api: ApiProcess;
  let edge: ChildProcess;
  let dir = '';

  beforeAll(async () => {
    dir = tempDir();
    const apiPort = await freePort();
    EDGE_PORT = await freePort();
    EDGE = `https://127.0.0.1:${EDGE_PORT}`;
    api = startApi('edge-api', apiPort, {
      SQLITE_FILE: join(dir, 'playzone.sqlite'),
      UPLOAD_DIR: join(dir, 'uploads'),
    });
    edge = spawn(
      process.execPath,
      [join(REPO_ROOT, 'deploy', 'proxy.mjs'), String(EDGE_PORT), String(apiPort)],
      {
        env: { PATH: process.env.PATH, PROXY_TLS_CERT: CERT_FILE, PROXY_TLS_KEY: KEY_FILE },
        stdio: 'ignore',
      },
    );
    await until(async () => (await overHttps('/health/ready').catch(() => null))?.status === 200, 180_000);
  }, 200_000);

  afterAll(async () => {
    const edgeExited = new Promise((resolve) => edge?.once('exit', resolve));
    edge?.kill('SIGTERM');
    await edgeExited;
    if (api) await stopApi(api);
    removeDir(dir);
  });

  it("answers a browser over HTTP/2, with the api's answer and a request id", async () => {
    const answer = await overHttp2('/health/live');
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    expect(answer.headers['x-request-id']).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    // HTTP/2 carries no connection-specific header from the api's HTTP/1.1 answer.
    expect(answer.headers).not.toHaveProperty('connection');
    expect(answer.headers).not.toHaveProperty('keep-alive');
  });

  it("passes a request body over HTTP/2 and gives the api's own error back", async () => {
    const direct = await fetch(`${api.origin}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'forged' }),
    });
    const through = await overHttp2('/api/v1/jt/gen', { method: 'POST', json: { a: 'forged' } });
    expect(through.status).toBe(400);
    expect(through.status).toBe(direct.status);
    expect(JSON.parse(through.body)).toEqual(await direct.json());
    expect(JSON.parse(through.body).message).toMatch(/msisdn/);
  });

  it('takes the host from host when an HTTP/2 request has no :authority, and stays up', async () => {
    // With host given, Node's client sends no :authority (HTTP/2 allows either); this request
    // stopped the edge once (undefined host towards the api).
    const hostOnly = await overHttp2('/health/live', { headers: { host: `127.0.0.1:${EDGE_PORT}` } });
    expect(hostOnly.status).toBe(200);
    expect(JSON.parse(hostOnly.body)).toEqual({ status: 'ok' });
    const next = await overHttp2('/health/live');
    expect(next.status).toBe(200);
  });

  it('still answers HTTP/1.1 over TLS', async () => {
    const answer = await overHttps('/health/live');
    expect(answer.protocol).toBe('http/1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
  });

  it("passes a room's WebSocket upgrade to the api's room server", async () => {
    const key = randomBytes(16).toString('base64');
    const head = await new Promise<string>((resolve, reject) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: EDGE_PORT, ca, ALPNProtocols: ['http/1.1'] },
        () => {
          socket.write(
            [
              'GET /api/rooms/no-such-process/no-such-room?sessionId=x HTTP/1.1',
              `Host: 127.0.0.1:${EDGE_PORT}`,
              'Upgrade: websocket',
              'Connection: Upgrade',
              `Sec-WebSocket-Key: ${key}`,
              'Sec-WebSocket-Version: 13',
              '',
              '',
            ].join('\r\n'),
          );
        },
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text.slice(0, text.indexOf('\r\n\r\n')));
        }
      });
      socket.on('error', reject);
    });
    // The accept value (the key's SHA-1 with the WebSocket protocol's fixed suffix) proves a
    // WebSocket server read this handshake.
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 101 Switching Protocols');
    expect(head.toLowerCase()).toContain(`sec-websocket-accept: ${accept.toLowerCase()}`);
  });
});
