import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';

// `npm test` and `npm start` bring Node 24 when the machine's Node is older (scripts/node-runtime.mjs);
// this is the check that the tests, and so the api they start, really run on it.
describe('runtime', () => {
  it('runs on Node 24 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('loads better-sqlite3 built for the running Node', () => {
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});
