/**
 * Whether a member with `count` cars may add another: up to their allowance (4 unless the careline
 * raised it). The web app says so before the add-vehicle form; the server refuses past it.
 */
export function hasRoomForVehicle(count: number, allowance: number): boolean {
  return count < allowance;
}
