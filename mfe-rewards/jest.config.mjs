import { frontendTestConfig } from '../tooling/jest.base.mjs';
import { markupSvg } from './art.config.mjs';

export default frontendTestConfig({ markupSvg });
