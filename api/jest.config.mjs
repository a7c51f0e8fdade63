import { nodeTestConfig } from '../tooling/jest.base.mjs';

// Integration tests start real servers and databases (PostgreSQL too under test:postgres); on a
// busy 2-core machine a migration run in a hook can take tens of seconds.
export default nodeTestConfig({
  testTimeout: 60_000,
  // How long a worker may take to exit once its files are done before Jest kills it and warns of
  // leaked handles (Jest's default: 500 ms). A worker that has run some thirty of these files holds
  // 0.5-1.3 GB, and Node frees it page by page when its event loop is empty: 0.9-1.0 s measured on
  // the 2-core test machine with nothing left open (both workers exited on their own, code 0).
  // Anything a test leaves open (a server, a socket, a pool, a child process, a timer of minutes)
  // still holds a worker past this and is still reported.
  workerGracefulExitTimeout: 5_000,
});
