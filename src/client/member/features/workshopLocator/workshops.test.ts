import { activeWorkshops, hiddenWorkshops, workshop } from './fixtures';
import { distanceKm } from './distance';
import { directionsUrl, displayPhone, telUrl } from './links';
import { toLocatorWorkshops } from './workshops';

describe('toLocatorWorkshops', () => {
  it('keeps placeable workshops with parsed coordinates', () => {
    const [cheras] = toLocatorWorkshops([workshop()]);
    expect(cheras).toEqual({
      id: 1,
      workshopId: 'KL1001',
      name: 'Quartz Auto Care Cheras',
      address: '12, Jalan Cerdas, Taman Connaught, 56000 Cheras, Kuala Lumpur',
      mobileNumber: '60391315588',
      isQuartzAutoCare: true,
      position: { lat: 3.0829, lng: 101.7362 },
    });
  });

  it.each([
    ['workshop 8888', { workshop_id: '8888' }],
    ['workshop 9999', { workshop_id: '9999' }],
    ['an empty latitude', { latitude: '' }],
    ['an empty longitude', { longitude: '  ' }],
    ['a latitude that is not a number', { latitude: 'n/a' }],
    ['a latitude off the globe', { latitude: '123' }],
  ])('drops %s', (_label, overrides) => {
    expect(toLocatorWorkshops([workshop(overrides)])).toEqual([]);
  });

  it('keeps the order of the rest', () => {
    expect(toLocatorWorkshops([...hiddenWorkshops, ...activeWorkshops]).map((w) => w.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('distances and links', () => {
  it('measures great-circle kilometres', () => {
    // KLCC to Petaling Jaya SS2 is about 11 km as the crow flies.
    expect(distanceKm({ lat: 3.1579, lng: 101.7116 }, { lat: 3.1185, lng: 101.6213 })).toBeCloseTo(10.9, 0);
    expect(distanceKm({ lat: 3.1, lng: 101.6 }, { lat: 3.1, lng: 101.6 })).toBe(0);
  });

  it('builds the Google Maps directions and tel: links', () => {
    expect(directionsUrl({ lat: 3.0829, lng: 101.7362 })).toBe('https://www.google.com/maps/dir/?api=1&destination=3.0829,101.7362');
    expect(telUrl('60391315588')).toBe('tel:+60391315588');
    expect(displayPhone('60391315588')).toBe('+60391315588');
    expect(displayPhone('')).toBe('');
  });
});
