import { oilsInTab } from '../../../shared/catalogue/oils';
import { careline } from '../../../shared/contract/content';
import type { Language } from '../../../shared/language';
import {
  MAX_BOTTLES_PER_DAY,
  MAX_VEHICLES,
  MIN_DAYS_BETWEEN_SERVICES,
  NEXT_SERVICE_INTERVAL,
  PROGRAMME_MONTHS,
  VERIFICATION_WINDOW_DAYS,
} from '../../../shared/loyalty/constants';
import { RECEIPT_MAX_BYTES } from '../../../shared/rules/receipt';
import { fillText, type TextValues } from '../../../shared/serverTexts';
import { bullets, facts, paragraph, type DocumentBlock, type DocumentContent } from './content';
import { programmeWordsEn } from './programme/en';
import { programmeWordsMs } from './programme/ms';
import type { BlockWords, DocumentWords, ProgrammeWords } from './programme/words';
import { offerName } from './productSheet';

const programmeWords: Record<Language, ProgrammeWords> = { en: programmeWordsEn, ms: programmeWordsMs };

/** The two programme documents and the names they are served under. */
const programmeFiles = { terms: 'terms-and-conditions.pdf', manual: 'programme-manual.pdf' } as const;
export type ProgrammeDocument = keyof typeof programmeFiles;

/** The programme's figures, written as the language writes them, for the words' placeholders. */
function figuresIn(words: ProgrammeWords): TextValues {
  const km = (value: number) => value.toLocaleString(words.numberLocale);
  return {
    programme: words.programme,
    careline: fillText(words.careline, { phone: careline.phone, email: careline.email }),
    offer3: offerName(3, words.language),
    offer4: offerName(4, words.language),
    ranges3: words.ranges[3],
    ranges4: words.ranges[4],
    maxVehicles: MAX_VEHICLES,
    maxBottlesPerDay: MAX_BOTTLES_PER_DAY,
    minDaysBetweenServices: MIN_DAYS_BETWEEN_SERVICES,
    verificationDays: VERIFICATION_WINDOW_DAYS,
    programmeMonths: PROGRAMME_MONTHS,
    receiptKb: km(RECEIPT_MAX_BYTES / 1024),
    days3: NEXT_SERVICE_INTERVAL[3].days,
    km3: km(NEXT_SERVICE_INTERVAL[3].km),
    days4: NEXT_SERVICE_INTERVAL[4].days,
    km4: km(NEXT_SERVICE_INTERVAL[4].km),
  };
}

function blockOf(block: BlockWords, fill: (text: string) => string): DocumentBlock {
  if ('paragraph' in block) return paragraph(fill(block.paragraph));
  if ('bullets' in block) return bullets(...block.bullets.map(fill));
  if ('facts' in block) return facts(block.facts.map(([label, value]) => [fill(label), fill(value)]));
  return facts(oilsInTab(block.oils).map((oil) => [oil.name, fillText(block.row, { packLitres: oil.packLitres, grade: oil.grade })]));
}

/** A programme document in a language: its words, with the programme's figures and the catalogue's oils filled in. */
export function programmeDocument(document: ProgrammeDocument, language: Language): DocumentContent {
  const words = programmeWords[language];
  const values = figuresIn(words);
  const fill = (text: string) => fillText(text, values);
  const { title, subtitle, subject, keywords, sections }: DocumentWords = words[document];
  return {
    language,
    fileName: programmeFiles[document],
    title: fill(title),
    subtitle: fill(subtitle),
    subject: fill(subject),
    keywords: keywords.map(fill),
    sections: sections.map(({ heading, blocks }) => ({ heading: fill(heading), blocks: blocks.map((block) => blockOf(block, fill)) })),
  };
}
