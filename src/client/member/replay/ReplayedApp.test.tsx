import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, setTokenCookies } from '../app/testUtils';
import { memberSnapshot } from '../features/support/fixtures';
import { readSnapshot, ReplayedMemberApp, type ReplaySnapshot } from '.';

const PERSON_STORAGE = '{"profile":"{\\"fullname\\":\\"Siti Support\\"}","_persist":"{\\"version\\":1}"}';

async function snapshotOf(pathname: string): Promise<ReplaySnapshot> {
  const reading = await readSnapshot(JSON.stringify(memberSnapshot({ pathname, search: '', state: null })));
  if (!reading.ok) throw new Error(`unreadable: ${reading.problem.code}`);
  return reading.snapshot;
}

describe('the member app replayed from a diagnostic file', () => {
  const fetchSpy = jest.fn(() => Promise.reject(new Error('the replay must not reach the server')));
  let silence: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(globalThis, { fetch: fetchSpy });
    setTokenCookies('person-access');
    localStorage.setItem('persist:root', PERSON_STORAGE);
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

  it("runs the member's own screens read-only, refuses writes, and leaves the browser's session and storage as they were", async () => {
    const refused: string[] = [];
    const places: string[] = [];
    const { unmount } = render(<ReplayedMemberApp snapshot={await snapshotOf('/loyalty')} onRefused={(call) => refused.push(call)} onLocation={(location) => places.push(location.pathname)} />);
    expect(await screen.findByRole('heading', { name: 'My Vehicles' })).toBeInTheDocument();
    expect((await screen.findAllByText('WXY1234', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    expect(places).toContain('/loyalty');

    // A write: the language choice would be saved in the browser's own storage.
    fireEvent.click(within(screen.getAllByRole('group', { name: /language/i })[0]!).getByRole('button', { name: /Bahasa|BM|Melayu/i }));
    await waitFor(() => expect(refused).toEqual(['ui/languageChosen']));

    await act(async () => unmount());
    expect(document.cookie).toContain('access_token=person-access');
    expect(localStorage.getItem('persist:root')).toBe(PERSON_STORAGE);
    expect(localStorage.getItem('quartz.language')).toBe('en');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens on the dashboard when the file was saved on logout', async () => {
    render(<ReplayedMemberApp snapshot={await snapshotOf('/logout')} onRefused={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'My Vehicles' })).toBeInTheDocument();
  });
});
