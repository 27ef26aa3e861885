/** Spec sections 4 and 9: spinners hide 1 second after the data arrives, on every page that loads. */
export const SPINNER_LINGER_MS = 1000;

/**
 * How long a call may wait for its answer before the member is told the connection is too slow.
 * The server gives a client 30 s to send an ordinary request (REQUEST_TIMEOUT_SECONDS); waiting
 * longer than that for the whole exchange only keeps a spinner turning.
 */
export const CALL_TIME_LIMIT_MS = 30_000;

/**
 * A receipt upload has no overall limit (a 10 MB receipt on a weak uplink takes minutes, and its
 * progress shows it moving); it is given up when nothing moves, neither a byte sent nor the answer,
 * for this long.
 */
export const UPLOAD_STALL_LIMIT_MS = 30_000;
