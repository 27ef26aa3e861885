import { hasRoomForVehicle } from './vehicles';

describe('hasRoomForVehicle', () => {
  it.each([
    [0, 4, true],
    [3, 4, true],
    [4, 4, false],
    [5, 4, false],
    [4, 6, true],
  ])('%i cars with an allowance of %i: %s', (count, allowance, room) => {
    expect(hasRoomForVehicle(count, allowance)).toBe(room);
  });
});
