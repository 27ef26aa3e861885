import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { answer, fixtureApi, pendingService, renderPage } from '../../app/testUtils';
import CounterHomePage from './CounterHomePage';
import type { ScannerProps } from './scanner';

/** A scanner that hands its callbacks to the test, as the camera would call them. */
function fakeScanner() {
  let props: ScannerProps | null = null;
  const Scanner: ComponentType<ScannerProps> = (given) => {
    props = given;
    return <p>camera</p>;
  };
  return { load: jest.fn(async () => ({ Scanner })), props: () => props! };
}

describe('CounterHomePage', () => {
  it('lists the pending services with their age and the time left before the 5-day limit', async () => {
    const api = fixtureApi({
      getPending: jest.fn(async () =>
        answer(200, [pendingService(), pendingService({ transaction_code: 'ZX8CV7BN6M', plate_number: 'JKL55', free_oil: true, age_seconds: 4 * 86400 + 3 * 3600, expires_in_seconds: 20 * 3600 + 60 })]),
      ),
    });
    await renderPage(<CounterHomePage />, { path: '/counter', api });
    const rows = await screen.findAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WXY1234AB3 DE6 GH9KQuartz 9000 Energy 0W-40 · 1 bottleSubmitted 2 hours 5 minutes ago4 days 21 hours left',
      'JKL55ZX8 CV7 BN6MQuartz 9000 Energy 0W-40 · 1 bottleFree bottleSubmitted 4 days 3 hours ago20 hours 1 minute left',
    ]);
    expect(rows[0]).toHaveAttribute('href', '/service/AB3DE6GH9K');
  });

  it('opens a typed Service ID whatever its case, spaces and dashes', async () => {
    const { api, navigate } = await renderPage(<CounterHomePage />, { path: '/counter' });
    fireEvent.change(screen.getByLabelText('Service ID'), { target: { value: 'ab3-de6 gh9k' } });
    fireEvent.click(screen.getByRole('button', { name: 'OPEN' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/service/AB3DE6GH9K', undefined));
    expect(api.getService).toHaveBeenCalledWith('AB3DE6GH9K', '');
  });

  it('opens a scanned code the way a typed one opens', async () => {
    const scanner = fakeScanner();
    const { api, navigate } = await renderPage(<CounterHomePage loadScanner={scanner.load} />, { path: '/counter' });
    fireEvent.click(screen.getByRole('button', { name: 'SCAN' }));
    expect(await screen.findByText('camera')).toBeInTheDocument();
    act(() => scanner.props().onCode('AB3DE6GH9K'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/service/AB3DE6GH9K', undefined));
    expect(screen.queryByText('camera')).not.toBeInTheDocument();
    expect(api.getService).toHaveBeenCalledWith('AB3DE6GH9K', '');
  });

  it.each([
    ['denied', 'The camera is not allowed for this app. Type the Service ID instead, or allow the camera in the browser’s settings.'.replace('’', "'")],
    ['missing', 'This device has no camera we can use. Type the Service ID instead.'],
    ['failed', 'The camera could not be started. Type the Service ID instead.'],
  ] as const)('says plainly when the camera is %s and leaves the typed field in focus', async (reason, text) => {
    const scanner = fakeScanner();
    await renderPage(<CounterHomePage loadScanner={scanner.load} />, { path: '/counter' });
    fireEvent.click(screen.getByRole('button', { name: 'SCAN' }));
    await screen.findByText('camera');
    act(() => scanner.props().onUnavailable(reason));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('camera')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Service ID')).toHaveFocus();
  });

  it('counts a scanner chunk that cannot be fetched as a failed camera', async () => {
    await renderPage(<CounterHomePage loadScanner={() => Promise.reject(new Error('ChunkLoadError'))} />, { path: '/counter' });
    fireEvent.click(screen.getByRole('button', { name: 'SCAN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera could not be started. Type the Service ID instead.');
    expect(screen.getByLabelText('Service ID')).toHaveFocus();
  });

  it('takes typed Service IDs only when no scanner is given', async () => {
    await renderPage(<CounterHomePage />, { path: '/counter' });
    expect(screen.queryByRole('button', { name: 'SCAN' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Service ID')).toBeInTheDocument();
  });
});
