import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyChunk } from './lazyChunk';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inFallback = <p>loading</p>;

describe('a component from its own chunk', () => {
  it('renders in the first commit, without its fallback, once its chunk is in', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const LazyGreeting = lazyChunk(load);
    await LazyGreeting.preload();

    render(
      <Suspense fallback={inFallback}>
        <LazyGreeting name="Aisyah" />
      </Suspense>,
    );
    // Synchronously: no spinner first, so no half-second hold before the page shows.
    expect(screen.getByText('Hello Aisyah')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until a chunk not yet asked for arrives, downloading it once', async () => {
    let arrive!: () => void;
    const load = jest.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = () => resolve({ default: Greeting }))));
    const LazyGreeting = lazyChunk(load);

    render(
      <Suspense fallback={inFallback}>
        <LazyGreeting name="Wei Jie" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    void LazyGreeting.preload();
    await act(async () => arrive());
    expect(await screen.findByText('Hello Wei Jie')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failed download', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const LazyGreeting = lazyChunk(load);

    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    await LazyGreeting.preload();
    render(<LazyGreeting name="Kumar" />);
    expect(screen.getByText('Hello Kumar')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
