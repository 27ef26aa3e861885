/**
 * Failures the spec says are "only logged" (profile, inbox, vehicles, token refresh on a network
 * failure). A warning, not an error: they are expected on a flaky connection.
 */
export function logFailure(where: string, detail: unknown): void {
  console.warn(`[${where}]`, detail);
}
