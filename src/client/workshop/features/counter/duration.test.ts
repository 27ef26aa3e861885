import { durationParts } from './duration';

describe('durationParts', () => {
  it('says a span in its two largest units', () => {
    expect(durationParts(4 * 86400 + 21 * 3600 + 59 * 60)).toEqual([
      { unit: 'days', count: 4 },
      { unit: 'hours', count: 21 },
    ]);
    expect(durationParts(2 * 3600 + 5 * 60 + 30)).toEqual([
      { unit: 'hours', count: 2 },
      { unit: 'minutes', count: 5 },
    ]);
    expect(durationParts(86400)).toEqual([{ unit: 'days', count: 1 }]);
    expect(durationParts(59)).toEqual([{ unit: 'minutes', count: 0 }]);
    expect(durationParts(-5)).toEqual([{ unit: 'minutes', count: 0 }]);
  });
});
