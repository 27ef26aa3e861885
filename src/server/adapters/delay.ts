/** Waits before answering (progressive delay on failed logins). Tests record instead of waiting. */
export type Delay = (ms: number) => Promise<void>;

export const realDelay: Delay = (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
