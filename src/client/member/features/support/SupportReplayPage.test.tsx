import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import type { Api } from '../../api';
import { appRoutes } from '../../app/routes';
import { clearCookies, fixtureApi, createTestStore, renderWithApp, setTokenCookies } from '../../app/testUtils';
import { memberSnapshot } from './fixtures';

const tiles = { map_tile_url: '/tiles/{z}/{x}/{y}.png', map_tile_attribution: 'Test tiles' };
const STAFF_STORAGE = '{"profile":"{\\"fullname\\":\\"Siti Support\\"}","_persist":"{\\"version\\":1}"}';

function App() {
  return useRoutes(appRoutes);
}

/** The staff member's own app, with every call of its api watched. */
function openReplayPage(supportReplay: boolean) {
  const calls: string[] = [];
  const base = fixtureApi({ getAppConfig: async () => ({ status_code: 200, result: { ...tiles, support_replay: supportReplay }, error: null }) });
  const api = Object.fromEntries(
    Object.entries(base).map(([name, fn]) => [name, (...args: unknown[]) => (calls.push(name), (fn as (...a: unknown[]) => unknown)(...args))]),
  ) as unknown as Api;
  const store = createTestStore({ api });
  renderWithApp(<App />, { store, route: '/support/replay' });
  return { calls, store };
}

const chooseFile = (content: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File([content], 'quartz-diagnostic.json', { type: 'application/json' })] } });
};

describe('/support/replay', () => {
  const fetchSpy = jest.fn(() => Promise.reject(new Error('the replay must not reach the server')));
  let silence: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(globalThis, { fetch: fetchSpy });
    setTokenCookies('staff-access');
    localStorage.setItem('persist:root', STAFF_STORAGE);
    localStorage.setItem('quartz.language', 'en');
    silence = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    fetchSpy.mockClear();
    clearCookies();
    localStorage.clear();
    silence.mockRestore();
  });

  it('is the 404 page where the deployment has not turned it on', async () => {
    openReplayPage(false);
    expect(await screen.findByText('ERROR 404')).toBeInTheDocument();
    expect(screen.queryByText('Drop a diagnostic file here')).not.toBeInTheDocument();
  });

  it('says why a file cannot be replayed', async () => {
    openReplayPage(true);
    await screen.findByText('Drop a diagnostic file here');
    chooseFile('{"name": "not a snapshot"}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This file cannot be replayed');
    expect(screen.getByRole('alert')).toHaveTextContent('The file is JSON, but not a diagnostic file of this app.');
  });

  it("replays the member's app read-only, refuses writes visibly, and leaves the staff member's session as it was", async () => {
    const { calls } = openReplayPage(true);
    await screen.findByText('Drop a diagnostic file here');
    const callsBefore = [...calls];
    chooseFile(JSON.stringify(memberSnapshot({ pathname: '/loyalty', search: '', state: null })));

    const banner = await screen.findByRole('region', { name: 'Support replay' });
    expect(banner).toHaveTextContent('Read-only: nothing is sent to the server');
    expect(banner).toHaveTextContent('Member: Siti Aminah');
    expect(banner).toHaveTextContent('App version m7build');
    expect(await screen.findByRole('heading', { name: 'My Vehicles' })).toBeInTheDocument();
    expect((await screen.findAllByText('WXY1234', {}, { timeout: 3000 })).length).toBeGreaterThan(0);

    // A write: the language choice would be saved in the staff member's own storage.
    fireEvent.click(within(screen.getAllByRole('group', { name: /language/i })[0]).getByRole('button', { name: /Bahasa|BM|Melayu/i }));
    expect(await within(banner).findByText('Not sent: this replay is read-only (ui/languageChosen).')).toBeInTheDocument();

    await act(async () => fireEvent.click(within(banner).getByRole('button', { name: 'Leave replay' })));
    expect(await screen.findByText('Drop a diagnostic file here')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Support replay' })).not.toBeInTheDocument();

    expect(document.cookie).toContain('access_token=staff-access');
    expect(localStorage.getItem('persist:root')).toBe(STAFF_STORAGE);
    expect(localStorage.getItem('quartz.language')).toBe('en');
    // Nothing went to the server meanwhile, through the staff member's api or any other way.
    await waitFor(() => expect(calls).toEqual(callsBefore));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
