import { GeolocationFailure, getCurrentPosition } from './geolocation';

function withGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

afterEach(() => withGeolocation(undefined));

describe('getCurrentPosition', () => {
  it('resolves with the coordinates', async () => {
    withGeolocation({
      getCurrentPosition: (success) => success({ coords: { latitude: 3.1, longitude: 101.6 } } as GeolocationPosition),
    });
    await expect(getCurrentPosition()).resolves.toEqual({ lat: 3.1, lng: 101.6 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('rejects error code %s as "%s"', async (code, reason) => {
    withGeolocation({
      getCurrentPosition: (_success, failure) => failure?.({ code, message: 'no' } as GeolocationPositionError),
    });
    await expect(getCurrentPosition()).rejects.toEqual(new GeolocationFailure(reason as GeolocationFailure['reason']));
  });

  it('rejects as "unsupported" without the API', async () => {
    withGeolocation(undefined);
    await expect(getCurrentPosition()).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
