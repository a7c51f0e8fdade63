import { nodeTestConfig } from '../tooling/jest.base.mjs';

export default nodeTestConfig();
