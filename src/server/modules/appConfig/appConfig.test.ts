import { createTestApp, type TestApp } from '../../testing/testApp';

describe('GET /api/app-config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells the browser the default OpenStreetMap tiles, with no sign-in', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      status_code: 200,
      error: null,
      result: {
        map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        map_tile_attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        festive_campaign: { on: false, start: null, end: null },
        ad_tracking_id: null,
      },
    });
  });

  it('passes on MAP_TILE_URL and MAP_TILE_ATTRIBUTION as configured', async () => {
    t = await createTestApp({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '&copy; Peta Contoh' });
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json().result).toMatchObject({ map_tile_url: '/tiles/{z}/{x}/{y}.png', map_tile_attribution: '&copy; Peta Contoh' });
  });

  it('answers other methods with the envelope 404 and changes nothing', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/app-config', payload: { map_tile_url: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_code: 404, result: null, error: 'No such path: POST /api/app-config' });
    expect((await t.app.inject({ method: 'GET', url: '/api/app-config' })).json().result.map_tile_url).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });
});
