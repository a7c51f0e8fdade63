import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e portal runs (support/start-portal.mjs starts it). */
const port = Number(process.env.E2E_PORT ?? 8181);

export const portal = {
  port,
  origin: `http://127.0.0.1:${port}`,
  operatorKey: 'e2e-operator-key',
  /** The portal api's database, emptied at each start: the operator command line writes to it too. */
  sqliteFile: join(tmpdir(), `playzone-e2e-${port}`, 'playzone.sqlite'),
};
