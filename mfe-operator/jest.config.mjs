import { frontendTestConfig } from '../tooling/jest.base.mjs';

export default frontendTestConfig();
