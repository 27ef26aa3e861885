import { oilsInTab, type Oil } from '../../../shared/catalogue/oils';
import { NEXT_SERVICE_INTERVAL } from '../../../shared/loyalty/constants';
import { bullets, facts, paragraph, type DocumentContent } from './content';

interface Range {
  name: string;
  base: string;
  colour: string;
}

/** The range names the code carries, with the colour of its bottle (public/images/oils). */
export function rangeOf(oil: Oil): Range {
  const code = oil.code.toUpperCase();
  if (code.includes('INEO')) return { name: 'Quartz INEO', base: 'Fully synthetic', colour: '#1f3f86' };
  if (code.includes('9000')) return { name: 'Quartz 9000', base: 'Fully synthetic', colour: '#3b414d' };
  if (code.includes('8000')) return { name: 'Quartz 8000', base: 'Part synthetic', colour: '#7d8794' };
  return { name: 'Quartz 7000', base: 'Semi-synthetic', colour: '#a9b2be' };
}

export const offerName = (tab: 3 | 4) => (tab === 3 ? 'Buy 3 Get 1 Free' : 'Buy 4 Get 1 Free');

/**
 * The technical-data sheet of one catalogue oil, served at /pdf/<pdfName>: the product's own data
 * (viscosity, pack, range, offer), never the value rank the programme uses to pick free bottles.
 */
export function productSheet(oil: Oil): DocumentContent {
  const range = rangeOf(oil);
  const offer = offerName(oil.tab);
  const interval = NEXT_SERVICE_INTERVAL[oil.tab];
  // By name: the order of our value ranking is not the member's business.
  const tabOils = [...oilsInTab(oil.tab)].sort((a, b) => a.name.localeCompare(b.name));
  return {
    fileName: oil.pdfName,
    title: oil.name,
    subtitle: `Technical data sheet  |  ${oil.packLitres}L pack  |  SAE ${oil.grade}`,
    subject: `Technical data of ${oil.name} (${oil.packLitres}L), ${offer}`,
    keywords: [oil.code, oil.name, range.name, offer],
    accent: range.colour,
    sections: [
      {
        heading: 'Product data',
        blocks: [
          facts([
            ['Product', oil.name],
            ['Product code', oil.code],
            ['SAE viscosity grade', oil.grade],
            ['Pack size', `${oil.packLitres} litres`],
            ['Range', `${range.name} (${range.base.toLowerCase()})`],
            ['Engines', oil.diesel ? 'Diesel engines' : 'Petrol and diesel engines'],
            ['Loyalty offer', offer],
          ]),
        ],
      },
      { heading: 'Description', blocks: [paragraph(oil.description)] },
      {
        heading: `In the ${offer} offer`,
        blocks: [
          paragraph(
            `${oil.name} is part of the ${offer} offer of the Quartz Loyalty Programme: after ${oil.tab} paid bottles ` +
              'are verified in one service cycle at a participating workshop, the member is owed one free bottle.',
          ),
          bullets(
            'The free bottle is of the lowest value among the oils bought in the cycle. It cannot be transferred or exchanged for cash.',
            `Recommended next service for this offer: every ${interval.days} days or ${interval.km.toLocaleString('en')} km, whichever comes first.`,
          ),
        ],
      },
      {
        heading: 'More information',
        blocks: [
          paragraph(`All oils in the ${offer} offer: ${tabOils.map((entry) => `${entry.name} (${entry.packLitres}L)`).join(', ')}.`),
          paragraph(`Product page: ${oil.readMoreUrl}`),
        ],
      },
    ],
  };
}
