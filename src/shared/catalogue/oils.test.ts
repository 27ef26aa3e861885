import { isOilCode, lowestRankOils, oilByCode, oils, oilsInTab, type OfferTab } from './oils';

describe('oil catalogue', () => {
  it.each<[string, number, OfferTab, number, boolean]>([
    ['QUARTZINEOHTC5W30', 12, 3, 5, false],
    ['QUARTZINEOMC35W30', 12, 3, 5, false],
    ['QUARTZ9000CTI45W30', 11, 3, 6, true],
    ['QUARTZ9000ENERGY0W40', 10, 3, 4, false],
    ['QUARTZ9000FUTUREGF55W30', 9, 3, 4, false],
    ['QUARTZ90005W40', 8, 3, 4, false],
    ['QUARTZ90005W50', 8, 3, 4, false],
    ['QUARTZ90000FUTUREGF50W20', 7, 3, 4, false],
    ['QUARTZ7000CI410W30', 6, 4, 6, true],
    ['QUARTZ8000FUTUREGF65W30', 5, 4, 4, false],
    ['QUARTZ80005W40', 4, 4, 4, false],
    ['QUARTZ8000GF60W20', 3, 4, 3, false],
    ['QUARTZ70005W30', 2, 4, 4, false],
    ['QUARTZ700015W50', 1, 4, 4, false],
    ['QUARTZ700010W40', 1, 4, 4, false],
  ])('%s: rank %i, Buy %i Get 1, %iL, diesel %j', (code, rank, tab, packLitres, diesel) => {
    const oil = oilByCode(code);
    expect(oil).toMatchObject({ code, rank, tab, packLitres });
    expect(oil?.diesel ?? false).toBe(diesel);
  });

  it('holds the 15 oils and nothing else', () => {
    expect(oils).toHaveLength(15);
    expect(new Set(oils.map((oil) => oil.code)).size).toBe(15);
  });

  it.each<[OfferTab, number]>([
    [3, 8],
    [4, 7],
  ])('tab %i holds %i oils, highest rank first', (tab, count) => {
    const inTab = oilsInTab(tab);
    expect(inTab).toHaveLength(count);
    expect(inTab.every((oil) => oil.tab === tab)).toBe(true);
    expect(inTab.map((oil) => oil.rank)).toEqual([...inTab.map((oil) => oil.rank)].sort((a, b) => b - a));
  });

  it('ranks every Buy 3 oil above every Buy 4 oil', () => {
    const lowestOf3 = Math.min(...oilsInTab(3).map((oil) => oil.rank));
    const highestOf4 = Math.max(...oilsInTab(4).map((oil) => oil.rank));
    expect(lowestOf3).toBeGreaterThan(highestOf4);
  });

  it.each(oils.map((oil) => [oil.code, oil] as const))('%s has its display details', (code, oil) => {
    expect(code.startsWith('QUARTZ')).toBe(true);
    expect(oil.name).toMatch(/^Quartz /);
    expect(oil.name.endsWith(oil.grade)).toBe(true);
    expect(oil.grade).toMatch(/^\d{1,2}W-\d{2}$/);
    expect(oil.fullName.join(' ')).toBe(oil.name);
    expect(oil.description.length).toBeGreaterThan(40);
    expect(oil.pdfName).toMatch(/^[a-z0-9-]+\.pdf$/);
    expect(oil.readMoreUrl).toMatch(/^https:\/\//);
    expect(oil.image).toMatch(/^oil-[a-z0-9-]+\.png$/);
  });

  it('gives every oil its own name, PDF, image and page', () => {
    for (const field of ['name', 'pdfName', 'image', 'readMoreUrl'] as const) {
      expect(new Set(oils.map((oil) => oil[field])).size).toBe(oils.length);
    }
  });

  it.each([
    ['QUARTZ90005W40', true],
    ['QUARTZ9000', false],
    ['90005W40', false],
  ])('isOilCode(%j) is %j', (code, known) => {
    expect(isOilCode(code)).toBe(known);
  });
});

describe('lowestRankOils', () => {
  it.each<[string, string[], string[]]>([
    ['ranks 12 and 8', ['QUARTZINEOHTC5W30', 'QUARTZ90005W50'], ['QUARTZ90005W40', 'QUARTZ90005W50']],
    ['rank 1', ['QUARTZ700015W50'], ['QUARTZ700010W40', 'QUARTZ700015W50']],
    ['rank 1 among others', ['QUARTZ70005W30', 'QUARTZ700010W40', 'QUARTZ8000GF60W20'], ['QUARTZ700010W40', 'QUARTZ700015W50']],
    ['a single rank-12 oil', ['QUARTZINEOMC35W30'], ['QUARTZINEOHTC5W30', 'QUARTZINEOMC35W30']],
    ['a rank held by one oil', ['QUARTZ9000ENERGY0W40', 'QUARTZINEOHTC5W30'], ['QUARTZ9000ENERGY0W40']],
    ['repeats', ['QUARTZ80005W40', 'QUARTZ80005W40'], ['QUARTZ80005W40']],
    ['unknown codes are ignored', ['NOPE', 'QUARTZ9000CTI45W30'], ['QUARTZ9000CTI45W30']],
    ['no codes', [], []],
  ])('%s', (_, codes, expected) => {
    expect(lowestRankOils(codes).map((oil) => oil.code)).toEqual(expected);
  });
});
