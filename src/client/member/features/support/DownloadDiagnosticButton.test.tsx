import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { PageErrorBoundary } from '../../../frame/ErrorBoundary';
import { createTestStore, renderWithApp } from '../../app/testUtils';
import { onClientError } from '../../../frame/errorReports/errorCapture';
import type { ClientErrorEntry } from '../../../../shared/contract/errorReports';
import { memberState } from './fixtures';
import type { SupportSnapshot } from './snapshot';

/** The saved file's text, as a FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function Broken(): never {
  throw new Error('render failed');
}

describe('Download diagnostic file on the crash popup', () => {
  const files: Blob[] = [];
  let silence: jest.SpyInstance[];
  beforeEach(() => {
    files.length = 0;
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:diagnostic'), revokeObjectURL: () => undefined });
    silence = [jest.spyOn(console, 'error').mockImplementation(() => undefined), jest.spyOn(console, 'warn').mockImplementation(() => undefined)];
  });
  afterEach(() => silence.forEach((spy) => spy.mockRestore()));

  it('reports the crash and lets the member save their data, redacted, with the page they were on', async () => {
    const reported: ClientErrorEntry[] = [];
    const stop = onClientError((entry) => reported.push(entry));
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const store = createTestStore({ preloadedState: memberState() });
    renderWithApp(
      <Routes>
        <Route
          path="/loyalty/service-information"
          element={
            <PageErrorBoundary>
              <Broken />
            </PageErrorBoundary>
          }
        />
      </Routes>,
      { store, route: { pathname: '/loyalty/service-information', state: { vehicle: 'v-myvi' } } },
    );

    expect(screen.getByRole('alertdialog', { name: 'Oppss...Something went wrong' })).toBeInTheDocument();
    expect(reported.some((entry) => entry.source === 'boundary' && entry.message === 'Error: render failed')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download diagnostic file' }));

    expect(await screen.findByText('Your diagnostic file has been downloaded. Please send it to our support team.')).toBeInTheDocument();
    expect(clicked).toEqual([expect.stringMatching(/^quartz-diagnostic-.*\.json$/)]);
    const file: SupportSnapshot = JSON.parse(await textOf(files[0]));
    expect(file.route).toEqual({ pathname: '/loyalty/service-information', search: '', state: { vehicle: 'v-myvi' } });
    expect(file.state.profile.fullname).toBe('Siti Aminah');
    expect(file.state.vehicles.ids).toEqual(['v-myvi']);
    expect(JSON.stringify(file)).not.toMatch(/token/i);
    click.mockRestore();
    stop();
  });

  it('goes on to the dashboard with Go To Dashboard, as before', async () => {
    renderWithApp(
      <Routes>
        <Route path="/broken" element={<PageErrorBoundary><Broken /></PageErrorBoundary>} />
        <Route path="/loyalty" element={<p>dashboard</p>} />
      </Routes>,
      { route: '/broken' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go To Dashboard' }));
    await waitFor(() => expect(screen.getByText('dashboard')).toBeInTheDocument());
  });
});
