import { frontendTestConfig } from '../tooling/jest.base.mjs';

// Form tests type whole numbers and PUBG IDs key by key; on busy shared machines that can pass the
// default 5 s, so these tests get more time (they still fail fast on a real assertion).
export default frontendTestConfig({ testTimeout: 20_000 });
