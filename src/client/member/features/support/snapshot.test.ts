import { PERSIST_VERSION } from '../../app/persist';
import { redact } from './redact';
import { readSnapshot } from '../../replay/readSnapshot';
import { buildSnapshot, snapshotFileName, SNAPSHOT_KIND } from './snapshot';
import { memberSnapshot, memberState, myvi, pending, persistedOf, verified } from './fixtures';

const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2MDEyMzQ1Njc4OSJ9.c2lnbmF0dXJlLXNpZ24';

describe('the diagnostic file', () => {
  it('holds the persisted slices, the route, the app version and a version number', () => {
    const snapshot = memberSnapshot({ pathname: '/loyalty/service-information', search: '?tab=history', state: { vehicle: 'v-myvi' } });
    expect(snapshot).toMatchObject({
      kind: SNAPSHOT_KIND,
      version: PERSIST_VERSION,
      app_version: 'm7build',
      created_at: '2026-03-02T02:00:00.000Z',
      route: { pathname: '/loyalty/service-information', search: '?tab=history', state: { vehicle: 'v-myvi' } },
    });
    expect(Object.keys(snapshot.state).sort()).toEqual(['cycles', 'notifications', 'profile', 'services', 'vehicles']);
    expect(snapshot.state.profile.fullname).toBe('Siti Aminah');
    expect(snapshot.state.vehicles.ids).toEqual(['v-myvi']);
    expect(snapshot.state.services.entities['s-pending']?.status).toBe(0);
    expect(snapshotFileName(snapshot.created_at)).toBe('quartz-diagnostic-2026-03-02T02-00-00Z.json');
  });

  it('never carries a token and always has empty passwords, wherever the state holds them', () => {
    const state = persistedOf(memberState());
    // What a careless future slice, a server answer with extra fields or a page's state might hold.
    const leaky = {
      ...state,
      profile: { ...state.profile, password: 'Secret#123', access_token: jwt, refresh_token: 'r-123' } as unknown as typeof state.profile,
      vehicles: {
        ...state.vehicles,
        entities: { 'v-myvi': { ...state.vehicles.entities['v-myvi']!, session: { tokens: { access_token: jwt }, captcha: 'solution' }, note: `Bearer ${jwt}` } },
      } as unknown as typeof state.vehicles,
      notifications: {
        ...state.notifications,
        entities: { 7: { ...state.notifications.entities[7]!, message: `Reset at /forgot-password/tac-number?token=reset-abc&lang=ms`, old_password: 'Old#1234', password_confirm: 'New#1234' } },
      } as unknown as typeof state.notifications,
    };
    const snapshot = buildSnapshot({
      state: leaky,
      route: { pathname: '/forgot-password/tac-number', search: '?refresh_token=r-456', state: { phone: '60123456789', token: 'reset-abc', access_token: jwt, tac: '483920' } },
      version: PERSIST_VERSION,
      appVersion: 'm7build',
      createdAt: '2026-03-02T02:00:00.000Z',
    });
    const file = JSON.stringify(snapshot);
    for (const secret of [jwt, 'r-123', 'r-456', 'reset-abc', 'Secret#123', 'Old#1234', 'New#1234', 'solution', '483920']) {
      expect(file).not.toContain(secret);
    }
    expect(file).not.toMatch(/"[a-z_]*token[a-z_]*"\s*:/i);
    expect(snapshot.state.profile.password).toBe('');
    expect(snapshot.route.state).toEqual({ phone: '60123456789' });
    expect(snapshot.route.search).toBe('?refresh_token=[redacted]');
    const notification = snapshot.state.notifications.entities[7] as unknown as Record<string, string>;
    expect(notification.old_password).toBe('');
    expect(notification.password_confirm).toBe('');
    expect(notification.message).toBe('Reset at /forgot-password/tac-number?token=[redacted]&lang=ms');
    // What is not secret survives as it was.
    expect(snapshot.state.vehicles.entities['v-myvi']?.plate_number).toBe('WXY1234');
  });

  it('redacts arrays and nested values and drops what JSON cannot carry', () => {
    expect(redact([{ refreshToken: 'x', list: [{ password: 'p', ok: 1 }] }, () => 1, null])).toEqual([{ list: [{ password: '', ok: 1 }] }, undefined, null]);
  });
});

describe('reading a diagnostic file back', () => {
  it('replays this version’s file as it was written', async () => {
    const written = memberSnapshot({ pathname: '/loyalty/service-information', search: '', state: { vehicle: 'v-myvi' } });
    const reading = await readSnapshot(JSON.stringify(written));
    expect(reading).toEqual({ ok: true, snapshot: { ...written, file_version: PERSIST_VERSION } });
  });

  it('migrates a version-0 file (the API’s lists as they came, an old session beside them) to this version', async () => {
    const version0 = {
      kind: SNAPSHOT_KIND,
      version: 0,
      app_version: 'm1old',
      created_at: '2025-12-01T02:00:00.000Z',
      route: { pathname: '/loyalty', search: '', state: null },
      state: {
        profile: { fullname: 'Aminah binti Ali', email: 'aminah@example.com', mobile_number: '60123456789', password: '' },
        vehicles: [myvi],
        notifications: [{ id: 7, subject: 'Welcome', message: 'Hi', created_date: '2025-11-01T02:00:00.000Z', is_read: true }],
        session: { isLoggedIn: true, access_token: jwt },
        login: { status: 'idle' },
      },
    };
    const reading = await readSnapshot(JSON.stringify(version0));
    if (!reading.ok) throw new Error(`refused: ${JSON.stringify(reading.problem)}`);
    const { snapshot } = reading;
    expect(snapshot.version).toBe(PERSIST_VERSION);
    expect(snapshot.file_version).toBe(0);
    expect(snapshot.app_version).toBe('m1old');
    expect(Object.keys(snapshot.state).sort()).toEqual(['cycles', 'notifications', 'profile', 'services', 'vehicles']);
    expect(snapshot.state.vehicles.ids).toEqual(['v-myvi']);
    expect(snapshot.state.vehicles.entities['v-myvi']).toMatchObject({ plate_number: 'WXY1234', service_guids: ['s-pending', 's-verified'] });
    expect(snapshot.state.vehicles.entities['v-myvi']).not.toHaveProperty('services');
    expect(snapshot.state.services.ids).toEqual([pending.guid, verified.guid]);
    expect(snapshot.state.notifications.ids).toEqual([7]);
    expect(snapshot.state.cycles).toEqual({ ids: [], entities: {} });
    expect(snapshot.state.profile).toMatchObject({ fullname: 'Aminah binti Ali', status: 'succeeded' });
    expect(JSON.stringify(snapshot)).not.toContain(jwt);
  });

  it.each([
    ['a file that is not JSON', '{"kind": "quartz-loyalty-support-snapshot", "version": 1,', { code: 'notJson' }],
    ['a JSON file of something else', JSON.stringify({ name: 'package', version: '1.0.0' }), { code: 'notSnapshot' }],
    ['a JSON list', '[1, 2, 3]', { code: 'notSnapshot' }],
    ['a file without a version', JSON.stringify({ kind: SNAPSHOT_KIND, state: {} }), { code: 'badVersion' }],
    ['a file with a negative version', JSON.stringify({ kind: SNAPSHOT_KIND, version: -1, state: {} }), { code: 'badVersion' }],
    ['a file from a newer app', JSON.stringify({ kind: SNAPSHOT_KIND, version: PERSIST_VERSION + 1, state: {} }), { code: 'newerVersion', version: PERSIST_VERSION + 1, supported: PERSIST_VERSION }],
    ['a file without state', JSON.stringify({ kind: SNAPSHOT_KIND, version: 1 }), { code: 'missingData', part: 'state' }],
    ['a file without a profile', JSON.stringify({ kind: SNAPSHOT_KIND, version: 1, state: { vehicles: { ids: [], entities: {} } } }), { code: 'missingData', part: 'profile' }],
    [
      'a file with damaged vehicles',
      JSON.stringify({ kind: SNAPSHOT_KIND, version: 1, state: { profile: { fullname: 'A' }, vehicles: { ids: 'v1' } } }),
      { code: 'missingData', part: 'vehicles' },
    ],
  ])('refuses %s and says why', async (_name, text, problem) => {
    expect(await readSnapshot(text)).toEqual({ ok: false, problem });
  });

  it('starts a replay on the dashboard rather than on logout, the replay page or another site', async () => {
    for (const pathname of ['/logout', '/support/replay', '//evil.example/loyalty', 'https://evil.example']) {
      const reading = await readSnapshot(JSON.stringify(memberSnapshot({ pathname, search: '', state: null })));
      expect(reading.ok && reading.snapshot.route.pathname).toBe('/loyalty');
    }
  });
});
