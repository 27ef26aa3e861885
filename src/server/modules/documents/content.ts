import type { Language } from '../../../shared/language';

/** A document as data: the PDF renderer lays it out, tests and other formats can read it as is. */

export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** Label and value pairs, one row each. */
  | { kind: 'facts'; rows: [label: string, value: string][] };

export interface DocumentSection {
  heading: string;
  blocks: DocumentBlock[];
}

export interface DocumentContent {
  /** English at /pdf/<fileName>, Malay at /pdf/ms/<fileName>. */
  language: Language;
  /** The name it is served under: /pdf/<fileName>. */
  fileName: string;
  title: string;
  /** One line under the title (the pack and grade of a product, the programme's name). */
  subtitle: string;
  /** The PDF's Subject metadata. */
  subject: string;
  keywords: string[];
  /** A colour band for the header accent; brand red by default. */
  accent?: string;
  sections: DocumentSection[];
}

export const paragraph = (text: string): DocumentBlock => ({ kind: 'paragraph', text });
export const bullets = (...items: string[]): DocumentBlock => ({ kind: 'bullets', items });
export const facts = (rows: [string, string][]): DocumentBlock => ({ kind: 'facts', rows });
