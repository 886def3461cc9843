import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; lazy chunks compiled on first use and forms typed
// key by key can take longer on a busy 2-core CI machine. Only a bound on waiting, not a speed
// requirement: a test still fails when what it waits for never appears.
configure({ asyncUtilTimeout: 5_000 });
