import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CarelineStaff } from '../../../../shared/contract/careline';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import StaffPage from './StaffPage';

beforeEach(() => signIn());
afterEach(() => signOut());

const person = (over: Partial<CarelineStaff>): CarelineStaff => ({
  id: 1,
  email: 'nurul@quartz.example.com',
  role: 'administrator',
  active: true,
  passkeys: 1,
  totp: false,
  enrolled: true,
  created_at: '2026-11-01T00:00:00.000Z',
  last_signed_in_at: '2026-11-26T08:30:00.000Z',
  ...over,
});
const me = person({});
const agent = person({ id: 2, email: 'siti@quartz.example.com', role: 'agent', active: false, last_signed_in_at: null });

async function open(role: CarelineStaff['role'], routes: Record<string, unknown> = {}) {
  const send = jest.fn(async (method: string, path: string) => (routes[`${method} ${path}`] ?? answer(200, [me, agent])) as never);
  const view = await renderPage(<StaffPage />, { path: '/staff', api: fixtureApi({ send }) });
  await act(async () => {
    // Who is signed in, as the account's saga puts it after GET /api/careline/me.
    view.store.dispatch({ type: 'carelineAccount/meLoaded', payload: { ...me, role } });
  });
  return { ...view, send };
}

describe('StaffPage', () => {
  it('lists people with role, status and last sign-in; the administrator cannot change themselves', async () => {
    await open('administrator');
    const mine = await screen.findByRole('listitem', { name: me.email });
    expect(within(mine).getByText('Last sign-in 2026-11-26 08:30 UTC')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const theirs = screen.getByRole('listitem', { name: agent.email });
    expect(within(theirs).getByText('Deactivated')).toBeInTheDocument();
    expect(within(theirs).getByText('Never signed in')).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('reactivates only after the confirmation', async () => {
    const { send } = await open('administrator', { 'POST /api/careline/staff/2/reactivate': answer(200, { ...agent, active: true }) });
    const theirs = await screen.findByRole('listitem', { name: agent.email });
    fireEvent.click(within(theirs).getByRole('button', { name: 'Reactivate' }));
    expect(send).not.toHaveBeenCalledWith('POST', '/api/careline/staff/2/reactivate', expect.anything());
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' })));
    expect(send).toHaveBeenCalledWith('POST', '/api/careline/staff/2/reactivate', expect.anything());
    expect(await within(theirs).findByText('Reactivated: they can sign in again.')).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('tells anyone but an administrator it is not theirs, and asks nothing', async () => {
    const { send } = await open('supervisor');
    expect(screen.getByText('Only an administrator manages the careline’s staff.'.replace('’', "'"))).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
