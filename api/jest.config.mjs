import { nodeTestConfig } from '../tooling/jest.base.mjs';

// Integration tests start real servers and databases (PostgreSQL too under test:postgres); on a
// busy 2-core machine a migration run in a hook can take tens of seconds.
export default nodeTestConfig({ testTimeout: 60_000 });
