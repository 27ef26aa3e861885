/** Spec sections 4 and 9: spinners hide 1 second after the data arrives, on every page that loads. */
export const SPINNER_LINGER_MS = 1000;
