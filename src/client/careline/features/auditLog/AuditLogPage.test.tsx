import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { AuditLogEntry, OpsAuditQuery } from '../../../../shared/contract/audit';
import { saveFile } from '../../../frame/saveFile';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import type { AuditLogApi } from './api';
import AuditLogPage from './AuditLogPage';
import en from './texts/en.json';
import ms from './texts/ms.json';

jest.mock('../../../frame/saveFile', () => ({ saveFile: jest.fn() }));

beforeEach(() => signIn());
afterEach(() => signOut());

const entry = (id: number, action: string, actor = 'careline:aisyah@example.com'): AuditLogEntry => ({
  id,
  created_at: `2026-11-2${id}T08:30:12.000Z`,
  actor,
  action,
  subject: 'member:7',
  details: id === 3 ? { workshop: null, page: 1 } : null,
});

function setup() {
  const blob = new Blob(['id,created_at,actor,action,subject,details\r\n']);
  const calls = {
    listAudit: jest.fn(async (query: OpsAuditQuery) => {
      if (query.member === 'abc') return answer(400, null, 'member must be a mobile number (digits with country code) or member:<id>');
      if (query.before === '3') return answer(200, { entries: [entry(2, 'case.opened')], next: null, member: null });
      return answer(200, { entries: [entry(4, 'case.opened'), entry(3, 'services.pending_listed', 'system'), entry(5, 'some.new_action')].slice(0, 3), next: 3, member: null });
    }),
    downloadAudit: jest.fn(async () => answer(200, { blob, filename: 'audit-2026-11-27.csv' })),
  } satisfies AuditLogApi;
  return { calls, blob };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('AuditLogPage', () => {
  it('has a name for every kind of action it names, in English and Malay', () => {
    expect(Object.keys(en.kinds).sort()).toEqual(Object.keys(en.actions).sort());
    expect(Object.keys(ms.kinds).sort()).toEqual(Object.keys(en.actions).sort());
  });

  it('shows the newest entries with each action named in the person’s language; an unknown action as the log writes it', async () => {
    const { calls } = setup();
    await renderPage(<AuditLogPage />, { path: '/audit', api: { ...fixtureApi(), ...calls } as never });
    expect(await screen.findByText('3 entries shown')).toBeInTheDocument();
    expect(calls.listAudit).toHaveBeenCalledWith({}, 'careline-access-1');
    expect(rows().map((row) => row.textContent)).toEqual([
      "2026-11-24 08:30:12careline:aisyah@example.comOpened a member's casecase.openedmember:7—",
      '2026-11-23 08:30:12systemListed the pending queueservices.pending_listedmember:7{"workshop":null,"page":1}',
      '2026-11-25 08:30:12careline:aisyah@example.comsome.new_actionmember:7—',
    ]);
    try {
      await act(async () => {
        await i18n.changeLanguage('ms');
      });
      expect(rows()[0]).toHaveTextContent('Membuka kes ahli');
      expect(rows()[1]).toHaveTextContent('sistem');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('filters by person, member, action and period, then reads older entries below', async () => {
    const { calls } = setup();
    await renderPage(<AuditLogPage />, { path: '/audit', api: { ...fixtureApi(), ...calls } as never });
    await screen.findByText('3 entries shown');
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: 'Aisyah@example.com' } });
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '60123456789' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'case.opened' } });
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    const query = { actor: 'careline:aisyah@example.com', member: '60123456789', action: 'case.opened', from: '2026-11-01', to: '2026-11-30' };
    await waitFor(() => expect(calls.listAudit).toHaveBeenLastCalledWith(query, 'careline-access-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Older entries' }));
    expect(await screen.findByText('4 entries shown')).toBeInTheDocument();
    expect(calls.listAudit).toHaveBeenLastCalledWith({ ...query, before: '3' }, 'careline-access-1');
    expect(screen.getByText('That is the oldest entry these filters match.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
  });

  it('offers every action of a kind, and shows the server’s refusal of a filter', async () => {
    const { calls } = setup();
    await renderPage(<AuditLogPage />, { path: '/audit', api: { ...fixtureApi(), ...calls } as never });
    await screen.findByText('3 entries shown');
    expect(within(screen.getByLabelText('Action')).getByRole('option', { name: 'Every careline account action' })).toHaveValue('careline.');
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The log could not be read: member must be a mobile number (digits with country code) or member:<id>');
  });

  it('downloads the CSV of the filters on screen', async () => {
    const { calls, blob } = setup();
    await renderPage(<AuditLogPage />, { path: '/audit', api: { ...fixtureApi(), ...calls } as never });
    await screen.findByText('3 entries shown');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(blob, 'audit-2026-11-27.csv'));
    expect(calls.downloadAudit).toHaveBeenCalledWith({}, 'careline-access-1');
  });
});
