import msProducts from '../../../client/frame/i18n/locales/ms/products.json';
import { oilsInTab, type Oil } from '../../../shared/catalogue/oils';
import type { Language } from '../../../shared/language';
import { NEXT_SERVICE_INTERVAL } from '../../../shared/loyalty/constants';
import { bullets, facts, paragraph, type DocumentContent } from './content';

interface Range {
  name: string;
  base: Record<Language, string>;
  colour: string;
}

/** The range names the code carries, with the colour of its bottle (public/images/oils). */
export function rangeOf(oil: Oil): Range {
  const code = oil.code.toUpperCase();
  if (code.includes('INEO')) return { name: 'Quartz INEO', base: { en: 'fully synthetic', ms: 'sintetik penuh' }, colour: '#1f3f86' };
  if (code.includes('9000')) return { name: 'Quartz 9000', base: { en: 'fully synthetic', ms: 'sintetik penuh' }, colour: '#3b414d' };
  if (code.includes('8000')) return { name: 'Quartz 8000', base: { en: 'part synthetic', ms: 'separa sintetik' }, colour: '#7d8794' };
  return { name: 'Quartz 7000', base: { en: 'semi-synthetic', ms: 'semi-sintetik' }, colour: '#a9b2be' };
}

export const offerName = (tab: 3 | 4, language: Language = 'en') =>
  language === 'ms' ? `Beli ${tab} Percuma 1` : `Buy ${tab} Get 1 Free`;

/** The sheet's own words in each language; the product's data fills them. */
const words = {
  en: {
    subtitle: (oil: Oil) => `Technical data sheet  |  ${oil.packLitres}L pack  |  SAE ${oil.grade}`,
    subject: (oil: Oil, offer: string) => `Technical data of ${oil.name} (${oil.packLitres}L), ${offer}`,
    productData: 'Product data',
    product: 'Product',
    productCode: 'Product code',
    grade: 'SAE viscosity grade',
    packSize: 'Pack size',
    litres: (oil: Oil) => `${oil.packLitres} litres`,
    range: 'Range',
    engines: 'Engines',
    diesel: 'Diesel engines',
    petrolAndDiesel: 'Petrol and diesel engines',
    offer: 'Loyalty offer',
    description: 'Description',
    inOffer: (offer: string) => `In the ${offer} offer`,
    offerText: (oil: Oil, offer: string) =>
      `${oil.name} is part of the ${offer} offer of the Quartz Loyalty Programme: after ${oil.tab} paid bottles ` +
      'are verified in one service cycle at a participating workshop, the member is owed one free bottle.',
    freeBottle: 'The free bottle is of the lowest value among the oils bought in the cycle. It cannot be transferred or exchanged for cash.',
    interval: (days: number, km: string) => `Recommended next service for this offer: every ${days} days or ${km} km, whichever comes first.`,
    moreInformation: 'More information',
    allOils: (offer: string, names: string) => `All oils in the ${offer} offer: ${names}.`,
    productPage: (url: string) => `Product page: ${url}`,
  },
  ms: {
    subtitle: (oil: Oil) => `Helaian data teknikal  |  Pek ${oil.packLitres}L  |  SAE ${oil.grade}`,
    subject: (oil: Oil, offer: string) => `Data teknikal ${oil.name} (${oil.packLitres}L), ${offer}`,
    productData: 'Data produk',
    product: 'Produk',
    productCode: 'Kod produk',
    grade: 'Gred kelikatan SAE',
    packSize: 'Saiz pek',
    litres: (oil: Oil) => `${oil.packLitres} liter`,
    range: 'Rangkaian',
    engines: 'Enjin',
    diesel: 'Enjin diesel',
    petrolAndDiesel: 'Enjin petrol dan diesel',
    offer: 'Tawaran kesetiaan',
    description: 'Keterangan',
    inOffer: (offer: string) => `Dalam tawaran ${offer}`,
    offerText: (oil: Oil, offer: string) =>
      `${oil.name} ialah sebahagian daripada tawaran ${offer} Program Kesetiaan Quartz: selepas ${oil.tab} botol berbayar ` +
      'disahkan dalam satu kitaran servis di bengkel yang menyertai, ahli layak menerima sebotol minyak percuma.',
    freeBottle: 'Botol percuma ialah minyak yang paling rendah nilainya antara minyak yang dibeli dalam kitaran itu. Ia tidak boleh dipindah milik atau ditukar kepada wang tunai.',
    interval: (days: number, km: string) => `Servis seterusnya yang disyorkan bagi tawaran ini: setiap ${days} hari atau ${km} km, mengikut mana-mana yang terdahulu.`,
    moreInformation: 'Maklumat lanjut',
    allOils: (offer: string, names: string) => `Semua minyak dalam tawaran ${offer}: ${names}.`,
    productPage: (url: string) => `Halaman produk: ${url}`,
  },
} satisfies Record<Language, unknown>;

function descriptionOf(oil: Oil, language: Language): string {
  if (language === 'en') return oil.description;
  return (msProducts.descriptions as Record<string, string>)[oil.code] ?? oil.description;
}

/**
 * The technical-data sheet of one catalogue oil, served at /pdf/<pdfName> (and /pdf/ms/<pdfName>):
 * the product's own data (viscosity, pack, range, offer), never the value rank the programme uses
 * to pick free bottles.
 */
export function productSheet(oil: Oil, language: Language = 'en'): DocumentContent {
  const w = words[language];
  const range = rangeOf(oil);
  const offer = offerName(oil.tab, language);
  const interval = NEXT_SERVICE_INTERVAL[oil.tab];
  // By name: the order of our value ranking is not the member's business.
  const tabOils = [...oilsInTab(oil.tab)].sort((a, b) => a.name.localeCompare(b.name));
  return {
    language,
    fileName: oil.pdfName,
    title: oil.name,
    subtitle: w.subtitle(oil),
    subject: w.subject(oil, offer),
    keywords: [oil.code, oil.name, range.name, offer],
    accent: range.colour,
    sections: [
      {
        heading: w.productData,
        blocks: [
          facts([
            [w.product, oil.name],
            [w.productCode, oil.code],
            [w.grade, oil.grade],
            [w.packSize, w.litres(oil)],
            [w.range, `${range.name} (${range.base[language]})`],
            [w.engines, oil.diesel ? w.diesel : w.petrolAndDiesel],
            [w.offer, offer],
          ]),
        ],
      },
      { heading: w.description, blocks: [paragraph(descriptionOf(oil, language))] },
      {
        heading: w.inOffer(offer),
        blocks: [
          paragraph(w.offerText(oil, offer)),
          bullets(w.freeBottle, w.interval(interval.days, interval.km.toLocaleString(language === 'ms' ? 'ms-MY' : 'en'))),
        ],
      },
      {
        heading: w.moreInformation,
        blocks: [
          paragraph(w.allOils(offer, tabOils.map((entry) => `${entry.name} (${entry.packLitres}L)`).join(', '))),
          paragraph(w.productPage(oil.readMoreUrl)),
        ],
      },
    ],
  };
}
