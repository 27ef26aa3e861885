/** The build this page runs: webpack defines __BUILD_ID__; tests and tools have none. */
export function currentBuildId(): string {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';
}

/** Whether this build was made with SUPPORT_REPLAY=true (then the replay needs no server say-so). */
export function buildEnablesReplay(): boolean {
  return typeof __SUPPORT_REPLAY__ === 'boolean' ? __SUPPORT_REPLAY__ : false;
}
