import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen's lazy chunk and its texts arrive in their own time; on a busy 2-core machine that can
// pass Testing Library's 1 s default for findBy* and waitFor. They resolve as soon as the element
// is there, so a longer limit costs a passing test nothing and only bounds a real hang.
configure({ asyncUtilTimeout: 15_000 });
