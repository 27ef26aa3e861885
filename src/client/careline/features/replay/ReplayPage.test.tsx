import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReplaySnapshot, SnapshotReading } from '../../../member/replay';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import ReplayPage from './ReplayPage';

/** The member app's kit, stubbed: its own tests replay the member's screens (src/client/member/replay). */
const kit = {
  MAX_SNAPSHOT_MB: 5,
  readSnapshot: jest.fn<Promise<SnapshotReading>, [string]>(),
  ReplayedMemberApp: ({ snapshot, onRefused }: { snapshot: ReplaySnapshot; onRefused: (call: string) => void }) => (
    <div>
      <p>The member app of {snapshot.state.profile.fullname}</p>
      <button type="button" onClick={() => onRefused('addVehicle')}>
        Add the vehicle
      </button>
    </div>
  ),
};
jest.mock('./memberKit', () => ({ loadMemberKit: async () => kit }));

const snapshot = {
  kind: 'quartz-loyalty-support-snapshot',
  version: 1,
  file_version: 1,
  app_version: 'm7build',
  created_at: '2026-03-02T02:00:00.000Z',
  route: { pathname: '/loyalty', search: '', state: null },
  state: { profile: { fullname: 'Siti Aminah', mobile_number: '60123456789' } },
} as unknown as ReplaySnapshot;

const chooseFile = (content = '{}') =>
  act(async () => {
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([content], 'quartz-diagnostic.json', { type: 'application/json' })] } });
  });

beforeEach(() => signIn());
afterEach(() => {
  signOut();
  kit.readSnapshot.mockReset();
});

describe('the support replay in the console', () => {
  it('says why a file cannot be replayed, and records nothing', async () => {
    kit.readSnapshot.mockResolvedValue({ ok: false, problem: { code: 'notSnapshot' } });
    const { api } = await renderPage(<ReplayPage />, { path: '/replay', role: 'agent' });
    await screen.findByText('Drop a diagnostic file here');
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('This file cannot be replayed');
    expect(screen.getByRole('alert')).toHaveTextContent('The file is JSON, but not a diagnostic file of this app.');
    expect(api.openSupportReplay).not.toHaveBeenCalled();
  });

  it('records the opening under the person, naming the member, then replays the file under its banner', async () => {
    kit.readSnapshot.mockResolvedValue({ ok: true, snapshot });
    const { api } = await renderPage(<ReplayPage />, { path: '/replay', role: 'agent' });
    await chooseFile('{"kind": "quartz-loyalty-support-snapshot"}');
    const banner = await screen.findByRole('region', { name: 'Support replay' });
    expect(kit.readSnapshot).toHaveBeenCalledWith('{"kind": "quartz-loyalty-support-snapshot"}');
    expect(api.openSupportReplay).toHaveBeenCalledWith({ mobile_number: '60123456789', app_version: 'm7build', saved_at: '2026-03-02T02:00:00.000Z' }, 'careline-access-1');
    expect(banner).toHaveTextContent('Read-only: nothing is sent to the server');
    expect(banner).toHaveTextContent('Member: Siti Aminah, +60123456789');
    expect(banner).toHaveTextContent('Page: /loyalty');
    expect(banner).not.toHaveTextContent('Not a member on record');
    expect(await screen.findByText('The member app of Siti Aminah')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add the vehicle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the vehicle' }));
    expect(within(banner).getByText('Not sent: this replay is read-only (addVehicle, 2 times).')).toBeInTheDocument();

    fireEvent.click(within(banner).getByRole('button', { name: 'Leave replay' }));
    expect(await screen.findByText('Drop a diagnostic file here')).toBeInTheDocument();
    expect(screen.queryByText('The member app of Siti Aminah')).toBeNull();
  });

  it('says when the file’s number is no member on record', async () => {
    kit.readSnapshot.mockResolvedValue({ ok: true, snapshot });
    const api = fixtureApi({ openSupportReplay: async () => answer(200, { member_found: false }) });
    await renderPage(<ReplayPage />, { path: '/replay', role: 'agent', api });
    await chooseFile();
    expect(await screen.findByRole('region', { name: 'Support replay' })).toHaveTextContent('Not a member on record');
  });

  it('shows nothing of the file when its opening could not be recorded', async () => {
    kit.readSnapshot.mockResolvedValue({ ok: true, snapshot });
    const api = fixtureApi({ openSupportReplay: async () => answer(401, null, 'Please sign in to the careline console') });
    await renderPage(<ReplayPage />, { path: '/replay', role: 'agent', api });
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('The file was not opened: Please sign in to the careline console');
    expect(screen.queryByText('The member app of Siti Aminah')).toBeNull();
  });
});
