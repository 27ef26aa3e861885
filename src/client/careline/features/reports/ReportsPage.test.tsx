import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { Report, ReportName } from '../../../../shared/contract/reports';
import { addDays, malaysiaDay } from '../../../../shared/loyalty/days';
import { initI18n } from '../../../frame/i18n';
import { createCarelineApi } from '../../api';
import { carelineTexts } from '../../app/texts';
import { createCarelineStore } from '../../app/store';
import type { ReportFile, ReportRequest } from './api';
import ReportsPage from './ReportsPage';
import { saveFile } from '../../../frame/saveFile';

// A canvas needs a browser: the chart is checked in the browser journey; here, that it is asked for.
jest.mock('./charts/ReportChart', () => ({ __esModule: true, default: ({ label }: { label: string }) => <p data-testid="chart">{label}</p> }));
jest.mock('../../../frame/saveFile', () => ({ saveFile: jest.fn() }));

initI18n('en', carelineTexts);

const rows: Record<ReportName, unknown[]> = {
  services: [
    { day: '2026-03-01', submitted: 12, verified: 9, rejected: 2, expired: 1 },
    { day: '2026-03-02', submitted: 1500, verified: 7, rejected: 0, expired: 0 },
  ],
  workshops: [{ workshop_id: 'TNS6001', workshop_name: 'Bengkel Satu', submitted: 13, verified: 16, rejected: 2, expired: 1, verify_p50_hours: 13, verify_p95_hours: 22.9 }],
  freeBottles: [{ range: 'Quartz 7000', bottles: 4 }],
  referralRewards: [{ day: '2026-03-01', earned: 3, redeemed: 1 }],
  festiveEntries: [],
  pinStock: [{ amount: 10, loaded: 0, given: 1, left: 1 }],
};

function setup() {
  const getReport = jest.fn(async (name: ReportName, query: ReportRequest): Promise<Envelope<Report>> => ({
    status_code: 200,
    result: { from: query.from, to: query.to, workshop: query.workshop || null, rows: rows[name] as Report['rows'] },
    error: null,
  }));
  const blob = new Blob(['day,submitted,verified,rejected,expired\r\n']);
  const downloadReport = jest.fn(async (): Promise<Envelope<ReportFile>> => ({ status_code: 200, result: { blob, type: 'text/csv', filename: 'report-services.csv' }, error: null }));
  const api = {
    ...createCarelineApi(),
    getBuildMeta: async () => null,
    reportClientErrors: async () => ({ status_code: 200, result: { received: 0 }, error: null }),
    getReport,
    downloadReport,
  };
  const store = createCarelineStore({ api, navigate: jest.fn() });
  render(
    <Provider store={store}>
      <ReportsPage />
    </Provider>,
  );
  return { getReport, downloadReport, blob };
}

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section')!;

describe('the reports screen', () => {
  it('shows the last 30 days at once: tables with the CSV columns, and charts for services and hours to verify', async () => {
    const { getReport } = setup();
    const today = malaysiaDay(new Date());
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Download CSV' })).toHaveLength(6));
    expect(getReport).toHaveBeenCalledWith('services', { from: addDays(today, -29), to: today, workshop: '' }, '');

    const services = section('Services per day');
    expect(within(services).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Submitted', 'Verified', 'Rejected', 'Expired']);
    expect(within(services).getAllByRole('row')[2].textContent).toBe('2026-03-021,500700');
    // Each chart comes in its own lazy chunk, after the tables.
    expect((await within(services).findByTestId('chart')).textContent).toBe('Services submitted, verified, rejected and expired per day');

    const workshops = section('Workshops');
    expect(within(workshops).getByRole('row', { name: /TNS6001/ }).textContent).toBe('TNS6001Bengkel Satu1316211322.9');
    expect(await within(workshops).findByTestId('chart')).toBeInTheDocument();
    expect(within(section('Free bottles by range')).queryByTestId('chart')).toBeNull();
    expect(within(section('Festive campaign entries')).getByText('Nothing in this period.')).toBeInTheDocument();
  });

  it('reads another period for one workshop; a period the server would refuse is not sent', async () => {
    const { getReport } = setup();
    await waitFor(() => expect(getReport).toHaveBeenCalledTimes(6));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-04' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(await screen.findByText('The first day must not be after the last day.')).toBeInTheDocument();
    expect(getReport).toHaveBeenCalledTimes(6);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/Workshop ID/), { target: { value: 'TNS-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(await screen.findByText('A workshop ID is 4 to 10 letters or digits.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Workshop ID/), { target: { value: 'tns6001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    await waitFor(() => expect(getReport).toHaveBeenCalledTimes(12));
    expect(getReport).toHaveBeenCalledWith('services', { from: '2026-03-01', to: '2026-03-03', workshop: 'TNS6001' }, '');
    expect(getReport).toHaveBeenCalledWith('pinStock', { from: '2026-03-01', to: '2026-03-03', workshop: '' }, '');
    expect(await screen.findByRole('heading', { name: 'Services per day · TNS6001' })).toBeInTheDocument();
  });

  it('downloads a table as the server’s CSV of the period on screen', async () => {
    const { downloadReport, blob } = setup();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Download CSV' })).toHaveLength(6));
    await act(async () => fireEvent.click(within(section('Reload PIN stock')).getByRole('button', { name: 'Download CSV' })));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(blob, 'report-services.csv'));
    expect(downloadReport).toHaveBeenCalledWith('pinStock', expect.objectContaining({ workshop: '' }), '');
  });
});
