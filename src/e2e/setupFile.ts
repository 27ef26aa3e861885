// A browser hook starts Chromium or a server; on a busy 2-core machine that alone takes seconds.
// The journeys set their own, longer limits.
jest.setTimeout(60_000);
