import { formatTypedDay, parseTypedDay } from './dayInput';

describe('a date of birth typed as DD/MM/YYYY', () => {
  it.each([
    ['02/11/1988', '1988-11-02'],
    ['02111988', '1988-11-02'],
    ['2/1/1988', '1988-01-02'],
    ['1988-11-02', '1988-11-02'],
    ['02/11', '02/11'],
    ['0211', '02/11'],
    ['021119', '02/11/19'],
    ['', ''],
  ])('%s becomes the value %s', (typed, value) => {
    expect(parseTypedDay(typed)).toBe(value);
  });

  it('shows the value as DD/MM/YYYY, and a partial entry as it was typed', () => {
    expect(formatTypedDay('1988-11-02')).toBe('02/11/1988');
    expect(formatTypedDay('02/11')).toBe('02/11');
    expect(formatTypedDay(undefined)).toBe('');
  });

  it('reads the same whatever the order of typing: value and display agree both ways', () => {
    expect(formatTypedDay(parseTypedDay('31/12/2000'))).toBe('31/12/2000');
  });
});
