/** The time, as a plain function sagas `call` (so tests can set the clock). */
export function now(): number {
  return Date.now();
}
