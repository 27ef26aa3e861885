import type { OfferTab } from '../../../../shared/catalogue/oils';
import type { Language } from '../../../../shared/language';

/**
 * The programme documents' words in one language. `{{name}}` placeholders take the programme's
 * figures (see programmeDocuments.ts), so a rule changed in shared/loyalty changes both languages.
 */
export type BlockWords =
  | { paragraph: string }
  | { bullets: string[] }
  | { facts: [label: string, value: string][] }
  /** The catalogue's oils of an offer, a row each: the oil's name, then `row` ({{packLitres}}, {{grade}}). */
  | { oils: OfferTab; row: string };

export interface DocumentWords {
  title: string;
  subtitle: string;
  subject: string;
  keywords: string[];
  sections: { heading: string; blocks: BlockWords[] }[];
}

export interface ProgrammeWords {
  language: Language;
  /** The locale figures are written in: '36,500' or '36,500' as the language writes it. */
  numberLocale: string;
  programme: string;
  /** How to reach the careline: {{phone}} and {{email}}. */
  careline: string;
  /** The oil ranges of each offer. */
  ranges: Record<OfferTab, string>;
  terms: DocumentWords;
  manual: DocumentWords;
}
