/**
 * The oil catalogue (spec section 3, 'Oil catalogue'). Rank is the oil's value: when a free bottle
 * is owed it is of the lowest rank among the cycle's oils. Tab 3 is Buy 3 Get 1 Free (fully
 * synthetic ranges), tab 4 is Buy 4 Get 1 Free (part or semi synthetic ranges).
 */

export type OfferTab = 3 | 4;

export interface Oil {
  readonly code: string;
  readonly rank: number;
  readonly tab: OfferTab;
  readonly packLitres: number;
  readonly name: string;
  /** The name as the product cards break it into lines. */
  readonly fullName: readonly string[];
  readonly grade: string;
  readonly description: string;
  readonly pdfName: string;
  readonly readMoreUrl: string;
  readonly image: string;
  readonly diesel?: boolean;
}

const PRODUCT_PAGE = 'https://totalenergies.my/products/engine-oils';

function oil<Code extends string>(entry: {
  code: Code;
  rank: number;
  tab: OfferTab;
  packLitres: number;
  series: string;
  grade: string;
  slug: string;
  description: string;
  diesel?: boolean;
}): Oil & { code: Code } {
  const { series, slug, ...rest } = entry;
  return {
    ...rest,
    name: `${series} ${entry.grade}`,
    fullName: [series, entry.grade],
    pdfName: `${slug}.pdf`,
    readMoreUrl: `${PRODUCT_PAGE}/${slug}`,
    image: `oil-${slug}.png`,
  };
}

export const oils = [
  oil({
    code: 'QUARTZINEOHTC5W30',
    rank: 12,
    tab: 3,
    packLitres: 5,
    series: 'Quartz INEO HTC',
    grade: '5W-30',
    slug: 'quartz-ineo-htc-5w30',
    description:
      'A fully synthetic, low-SAPS engine oil for modern petrol and diesel engines with particulate filters. ' +
      'It keeps after-treatment systems clean and protects against wear in hot, stop-and-go driving.',
  }),
  oil({
    code: 'QUARTZINEOMC35W30',
    rank: 12,
    tab: 3,
    packLitres: 5,
    series: 'Quartz INEO MC3',
    grade: '5W-30',
    slug: 'quartz-ineo-mc3-5w30',
    description:
      'A fully synthetic, low-SAPS engine oil approved by leading European carmakers for petrol and diesel engines. ' +
      'Its anti-pollution formula protects catalytic converters and particulate filters over long drain intervals.',
  }),
  oil({
    code: 'QUARTZ9000CTI45W30',
    rank: 11,
    tab: 3,
    packLitres: 6,
    series: 'Quartz 9000 CTI-4',
    grade: '5W-30',
    slug: 'quartz-9000-cti4-5w30',
    description:
      'A fully synthetic engine oil for turbocharged and common-rail diesel engines in pick-ups and SUVs. ' +
      'It controls soot, keeps injectors clean and protects the turbocharger under heavy loads.',
    diesel: true,
  }),
  oil({
    code: 'QUARTZ9000ENERGY0W40',
    rank: 10,
    tab: 3,
    packLitres: 4,
    series: 'Quartz 9000 Energy',
    grade: '0W-40',
    slug: 'quartz-9000-energy-0w40',
    description:
      'A fully synthetic engine oil for high-performance petrol and diesel engines. ' +
      'It flows instantly at start-up and stays stable at high temperatures for lasting protection.',
  }),
  oil({
    code: 'QUARTZ9000FUTUREGF55W30',
    rank: 9,
    tab: 3,
    packLitres: 4,
    series: 'Quartz 9000 Future GF-5',
    grade: '5W-30',
    slug: 'quartz-9000-future-gf5-5w30',
    description:
      'A fully synthetic, fuel-saving engine oil meeting API SN and ILSAC GF-5 for Japanese and Korean petrol engines. ' +
      'It reduces friction and keeps the engine clean between services.',
  }),
  oil({
    code: 'QUARTZ90005W40',
    rank: 8,
    tab: 3,
    packLitres: 4,
    series: 'Quartz 9000',
    grade: '5W-40',
    slug: 'quartz-9000-5w40',
    description:
      'A fully synthetic engine oil for petrol and diesel cars, including turbocharged and multi-valve engines. ' +
      'It protects against wear and deposits in hot climates and demanding city driving.',
  }),
  oil({
    code: 'QUARTZ90005W50',
    rank: 8,
    tab: 3,
    packLitres: 4,
    series: 'Quartz 9000',
    grade: '5W-50',
    slug: 'quartz-9000-5w50',
    description:
      'A fully synthetic engine oil with a robust high-temperature film for sporty driving and older high-mileage engines. ' +
      'It limits oil consumption and keeps pistons clean.',
  }),
  oil({
    code: 'QUARTZ90000FUTUREGF50W20',
    rank: 7,
    tab: 3,
    packLitres: 4,
    series: 'Quartz 9000 Future GF-5',
    grade: '0W-20',
    slug: 'quartz-9000-future-gf5-0w20',
    description:
      'A fully synthetic, low-viscosity engine oil for recent petrol and hybrid engines that call for 0W-20. ' +
      'It helps cut fuel consumption while protecting at cold start.',
  }),
  oil({
    code: 'QUARTZ7000CI410W30',
    rank: 6,
    tab: 4,
    packLitres: 6,
    series: 'Quartz 7000 Diesel CI-4',
    grade: '10W-30',
    slug: 'quartz-7000-diesel-ci4-10w30',
    description:
      'A synthetic-technology engine oil for diesel pick-ups and light commercial vehicles, meeting API CI-4. ' +
      'It handles soot and keeps the engine clean on long hauls.',
    diesel: true,
  }),
  oil({
    code: 'QUARTZ8000FUTUREGF65W30',
    rank: 5,
    tab: 4,
    packLitres: 4,
    series: 'Quartz 8000 Future GF-6',
    grade: '5W-30',
    slug: 'quartz-8000-future-gf6-5w30',
    description:
      'A part synthetic engine oil meeting API SP and ILSAC GF-6 for modern petrol engines, including direct injection and turbo. ' +
      'It protects against low-speed pre-ignition and timing-chain wear.',
  }),
  oil({
    code: 'QUARTZ80005W40',
    rank: 4,
    tab: 4,
    packLitres: 4,
    series: 'Quartz 8000',
    grade: '5W-40',
    slug: 'quartz-8000-5w40',
    description:
      'A part synthetic engine oil for petrol and diesel passenger cars. ' +
      'It gives reliable wear protection and cleanliness in everyday driving.',
  }),
  oil({
    code: 'QUARTZ8000GF60W20',
    rank: 3,
    tab: 4,
    packLitres: 3,
    series: 'Quartz 8000 GF-6',
    grade: '0W-20',
    slug: 'quartz-8000-gf6-0w20',
    description:
      'A part synthetic, low-viscosity engine oil meeting ILSAC GF-6 for small petrol engines and hybrids. ' +
      'It saves fuel and protects from the first turn of the key.',
  }),
  oil({
    code: 'QUARTZ70005W30',
    rank: 2,
    tab: 4,
    packLitres: 4,
    series: 'Quartz 7000',
    grade: '5W-30',
    slug: 'quartz-7000-5w30',
    description:
      'A semi-synthetic engine oil for petrol passenger cars. ' +
      'It keeps the engine clean and protected in city traffic and on the highway.',
  }),
  oil({
    code: 'QUARTZ700015W50',
    rank: 1,
    tab: 4,
    packLitres: 4,
    series: 'Quartz 7000',
    grade: '15W-50',
    slug: 'quartz-7000-15w50',
    description:
      'A semi-synthetic engine oil with a thicker film for older and high-mileage petrol and diesel engines. ' +
      'It reduces oil consumption and engine noise.',
  }),
  oil({
    code: 'QUARTZ700010W40',
    rank: 1,
    tab: 4,
    packLitres: 4,
    series: 'Quartz 7000',
    grade: '10W-40',
    slug: 'quartz-7000-10w40',
    description:
      'A semi-synthetic engine oil for petrol and diesel passenger cars in daily use. ' +
      'It protects against wear and sludge between regular oil changes.',
  }),
] as const;

export type OilCode = (typeof oils)[number]['code'];

const byCode = new Map<string, Oil>(oils.map((entry) => [entry.code, entry]));

export function isOilCode(code: string): code is OilCode {
  return byCode.has(code);
}

export function oilByCode(code: string): Oil | undefined {
  return byCode.get(code);
}

/** The tab's oils, highest rank first. */
export function oilsInTab(tab: OfferTab): Oil[] {
  return oils.filter((entry) => entry.tab === tab).sort((a, b) => b.rank - a.rank);
}

/**
 * Every catalogue variant of the lowest rank among `codes` (the oils bought in a cycle), sorted by
 * code. Unknown codes are ignored; no known code gives an empty list.
 */
export function lowestRankOils(codes: Iterable<string>): Oil[] {
  const ranks = [...codes].flatMap((code) => byCode.get(code)?.rank ?? []);
  if (ranks.length === 0) return [];
  const lowest = Math.min(...ranks);
  return oils.filter((entry) => entry.rank === lowest).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
