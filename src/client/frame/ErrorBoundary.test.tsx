import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { PageErrorBoundary } from './ErrorBoundary';
import { createTestStore, renderWithApp } from '../member/app/testUtils';
import { connectionActions } from './connection/slice';

function Broken(): never {
  throw new Error('render failed');
}

describe('the crash popup', () => {
  let silence: jest.SpyInstance[];
  beforeEach(() => {
    // React reports the caught error on the console; the boundary logs it as a warning.
    silence = [jest.spyOn(console, 'error').mockImplementation(() => undefined), jest.spyOn(console, 'warn').mockImplementation(() => undefined)];
  });
  afterEach(() => silence.forEach((spy) => spy.mockRestore()));

  it('replaces a page that crashed and Go To Dashboard leads to /loyalty', () => {
    renderWithApp(
      <Routes>
        <Route
          path="/broken"
          element={
            <PageErrorBoundary>
              <Broken />
            </PageErrorBoundary>
          }
        />
        <Route path="/loyalty" element={<p>dashboard</p>} />
      </Routes>,
      { route: '/broken' },
    );

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Oppss...Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Go To Dashboard' }));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves a working page alone', () => {
    renderWithApp(
      <PageErrorBoundary>
        <p>fine</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a page whose code could not be downloaded while offline says the connection failed, not the crash', () => {
    function NotDownloaded(): never {
      throw Object.assign(new Error('Loading chunk 52 failed.'), { name: 'ChunkLoadError' });
    }
    const store = createTestStore();
    store.dispatch(connectionActions.wentOffline());
    renderWithApp(
      <PageErrorBoundary>
        <NotDownloaded />
      </PageErrorBoundary>,
      { store },
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('No connection');
    expect(dialog).toHaveTextContent('This page could not be opened: your phone seems to be offline, or the connection dropped.');
    expect(dialog).not.toHaveTextContent('Oppss...Something went wrong');
    expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeInTheDocument();
  });

  it('online, a page whose code is gone (a new build replaced it) keeps the crash popup', () => {
    function NotDownloaded(): never {
      throw Object.assign(new Error('Loading chunk 52 failed.'), { name: 'ChunkLoadError' });
    }
    renderWithApp(
      <PageErrorBoundary>
        <NotDownloaded />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Oppss...Something went wrong');
  });
});
