import '@testing-library/jest-dom/jest-globals';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from '@jest/globals';

// Screens wait on the (fake) api and on lazy chunks: Testing Library's one second for `findBy` and
// `waitFor` is too short on a busy shared 2-core machine (as with `testTimeout`, a real failure
// still fails, later).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
