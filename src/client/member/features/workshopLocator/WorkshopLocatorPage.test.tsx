import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../frame/i18n';
import { answer, fixtureApi, renderPage } from '../../app/testUtils';
import { activeWorkshops, hiddenWorkshops, workshop } from './fixtures';
import WorkshopLocatorPage from './WorkshopLocatorPage';

function open() {
  const api = fixtureApi({ getActiveWorkshops: jest.fn(async () => answer(200, [...activeWorkshops, ...hiddenWorkshops])) });
  return renderPage(<WorkshopLocatorPage />, { path: '/workshops-locator', api });
}

describe('WorkshopLocatorPage', () => {
  it('places a marker and a list entry for each workshop, never the test workshops', async () => {
    const { container } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Workshop Locator' })).toBeInTheDocument();
    const items = await screen.findAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(activeWorkshops.map((w) => w.workshop_name));
    expect(screen.getByText('5 workshops')).toBeInTheDocument();
    // The map and its markers follow the list, in tasks of their own.
    const markers = await waitFor(() => {
      const shown = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon')];
      expect(shown.map((m) => m.alt)).toEqual(activeWorkshops.map((w) => w.workshop_name));
      return shown;
    });
    expect(markers[0].getAttribute('src')).toBe('/images/markers/quartz-auto-care.svg');
    expect(markers[1].getAttribute('src')).toBe('/images/markers/workshop.svg');
    expect(markers[0].style.width).toBe('68px');
    expect(markers[0].style.height).toBe('72px');
    expect(screen.queryByText(/Internal Test Workshop/)).not.toBeInTheDocument();
  });

  it('offers directions and a call for each workshop', async () => {
    await open();
    const entry = (await screen.findByRole('heading', { level: 3, name: 'Bengkel Kereta Sentul Jaya' })).closest('li')!;
    expect(within(entry).getByRole('link', { name: 'Get directions to Bengkel Kereta Sentul Jaya (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=3.1853,101.6934',
    );
    expect(within(entry).getByRole('link', { name: 'Get directions to Bengkel Kereta Sentul Jaya (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(within(entry).getByRole('link', { name: 'Call Bengkel Kereta Sentul Jaya' })).toHaveAttribute('href', 'tel:+60340422176');
  });

  it('filters Quartz Auto Care and the others', async () => {
    await open();
    await screen.findAllByRole('heading', { level: 3 });
    fireEvent.click(screen.getByRole('radio', { name: 'Non Quartz Auto Care' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bengkel Kereta Sentul Jaya', 'Subang Jaya Car Service']);
    fireEvent.click(screen.getByRole('radio', { name: 'Quartz Auto Care' }));
    expect(screen.getByText('3 workshops')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getByText('5 workshops')).toBeInTheDocument();
  });

  it('suggests workshops as the member types; choosing one opens its popup on the map', async () => {
    const { container } = await open();
    await screen.findAllByRole('heading', { level: 3 });
    const search = screen.getByRole('combobox', { name: 'Search workshops' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'subang' } });
    const option = await screen.findByRole('option', { name: /Subang Jaya Car Service/ });
    expect(search).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search).toHaveAttribute('aria-activedescendant', option.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(search).toHaveValue('Subang Jaya Car Service');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    const popup = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('.leaflet-popup');
      if (!element) throw new Error('no popup yet');
      return element;
    });
    expect(within(popup).getByText('Subang Jaya Car Service')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=3.0771,101.5882');
    expect(within(popup).getByRole('link', { name: 'Call Subang Jaya Car Service' })).toHaveAttribute('href', 'tel:+60356312018');
    // Leaflet's own label would be 'Close popup'; ours comes from the locale.
    expect(within(popup).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('places the markers of many workshops a batch at a time after the map, and opens the popup of one chosen before its marker came', async () => {
    // 25 workshops: the map takes 10 a task, so the last ones come after the list is on screen.
    const many = Array.from({ length: 25 }, (_, i) =>
      workshop({ id: 100 + i, workshop_id: `MY${9000 + i}`, workshop_name: `Bengkel Nombor ${i + 1}`, latitude: String(3 + i / 100), longitude: '101.6', tqac_workshop: i % 2 === 0 }),
    );
    const api = fixtureApi({ getActiveWorkshops: jest.fn(async () => answer(200, many)) });
    const markers = () => document.querySelectorAll('img.leaflet-marker-icon').length;
    // The count after each task that added markers (an observer's callback follows the task that
    // changed the page), however busy the machine: a batch a task shows as 10, 20, 25.
    const counts: number[] = [];
    // The markers on the map in the task that drew the map itself: none, they come in the next ones.
    let withTheMap: number | null = null;
    const observer = new MutationObserver(() => {
      const count = markers();
      if (withTheMap === null && document.querySelector('.leaflet-map-pane')) withTheMap = count;
      if (count === 0 || counts.at(-1) === count) return;
      counts.push(count);
      // Chosen from the list while the first batch is all the map has, before its marker came.
      if (counts.length === 1) {
        fireEvent.click(screen.getByRole('button', { name: 'Show all 25 workshops' }));
        fireEvent.click(screen.getByRole('button', { name: 'Show Bengkel Nombor 25 on the map' }));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      const { container } = await renderPage(<WorkshopLocatorPage />, { path: '/workshops-locator', api });
      await waitFor(() => expect(markers()).toBe(25));
      expect(withTheMap).toBe(0);
      expect(counts).toEqual([10, 20, 25]);
      const popup = await waitFor(() => {
        const element = container.querySelector<HTMLElement>('.leaflet-popup');
        if (!element) throw new Error('no popup yet');
        return element;
      });
      expect(within(popup).getByText('Bengkel Nombor 25')).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
  });

  it("names Leaflet's zoom buttons in the member's language", async () => {
    await open();
    expect(await screen.findByTitle('Zoom in')).toBeInTheDocument();
    try {
      await act(() => i18n.changeLanguage('ms'));
      expect(screen.getByTitle('Zum masuk')).toBeInTheDocument();
      expect(screen.getByTitle('Zum keluar')).toBeInTheDocument();
      expect(screen.queryByTitle('Zoom in')).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says when nothing matches', async () => {
    await open();
    await screen.findAllByRole('heading', { level: 3 });
    const search = screen.getByRole('combobox', { name: 'Search workshops' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'ipoh' } });
    expect(await screen.findByText('No workshop matches “ipoh”.')).toBeInTheDocument();
  });

  it('explains when the browser cannot share the location, and keeps working', async () => {
    await open();
    expect(await screen.findByText('This browser cannot share your location. Search by name or address instead.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Locate me' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Workshops' })).toBeInTheDocument();
  });

  it('lists the first ten, then all on request; a list entry opens its popup on the map', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      workshop({ id: 100 + i, workshop_id: `KL2${String(i).padStart(3, '0')}`, workshop_name: `Workshop ${String(i + 1).padStart(2, '0')}`, latitude: String(3 + i / 100) }),
    );
    const api = fixtureApi({ getActiveWorkshops: jest.fn(async () => answer(200, many)) });
    const { container } = await renderPage(<WorkshopLocatorPage />, { path: '/workshops-locator', api });
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 workshops' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show Workshop 12 on the map' }));
    const popup = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('.leaflet-popup');
      if (!element) throw new Error('no popup yet');
      return element;
    });
    expect(within(popup).getByText('Workshop 12')).toBeInTheDocument();
  });

  it('once located, lists nearest first and names the nearest workshop on the map', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 3.078, longitude: 101.589 } } as GeolocationPosition) },
    });
    try {
      await open();
      expect(await screen.findByRole('button', { name: 'Nearest: Subang Jaya Car Service · 0.1 km' })).toBeInTheDocument();
      expect(screen.getByText('5 workshops · Nearest first')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Subang Jaya Car Service');
      expect(screen.getByText('0.1 km away')).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    }
  });
});
