/** The build this page runs: webpack defines __BUILD_ID__; tests and tools have none. */
export function currentBuildId(): string {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';
}
