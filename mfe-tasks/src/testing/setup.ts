import { configure } from '@testing-library/react';

// Screens wait on the (fake) api and on lazy chunks; on a busy 2-core machine a second is too short.
configure({ asyncUtilTimeout: 5000 });
