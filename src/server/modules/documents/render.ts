import { careline } from '../../../shared/contract/content';
import type { Language } from '../../../shared/language';
import type { DocumentBlock, DocumentContent } from './content';

const NAVY = '#0d1f3c';
const BRAND = '#d2232a';
const TEXT = '#1b2233';
const MUTED = '#5b6478';
const RULE = '#d9dee8';
const SOFT = '#f4f6fa';

const MARGIN = 56;
const HEADER_HEIGHT = 128;
const FOOTER_HEIGHT = 40;

export interface RenderOptions {
  /** When the document was made (the server's clock): its CreationDate. */
  createdAt: Date;
  /** Deflate the page streams (the default); tests turn it off to read the text. */
  compress?: boolean;
}

type Doc = PDFKit.PDFDocument;

/** The words of every page's header and footer, in the document's language. */
const frame: Record<Language, { brand: string; author: string; footer: string }> = {
  en: {
    brand: 'LOYALTY PROGRAMME',
    author: 'Quartz Loyalty Programme',
    footer: `Quartz Loyalty Programme careline ${careline.phone} (9am to 5pm, Monday to Sunday) | ${careline.email}`,
  },
  ms: {
    brand: 'PROGRAM KESETIAAN',
    author: 'Program Kesetiaan Quartz',
    footer: `Talian khidmat pelanggan Program Kesetiaan Quartz ${careline.phone} (9 pagi hingga 5 petang, Isnin hingga Ahad) | ${careline.email}`,
  },
};

function header(doc: Doc, content: DocumentContent): void {
  const width = doc.page.width;
  doc.save();
  doc.rect(0, 0, width, HEADER_HEIGHT).fill(NAVY);
  doc.rect(0, HEADER_HEIGHT, width, 5).fill(content.accent ?? BRAND);
  doc.circle(MARGIN + 9, 38, 9).fill(BRAND);
  doc.restore();
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(11).text('QUARTZ', MARGIN + 26, 30, { characterSpacing: 2, lineBreak: false });
  doc.fillColor('#c9d2e3').font('Helvetica').fontSize(7.5).text(frame[content.language].brand, MARGIN + 26, 43, { characterSpacing: 1, lineBreak: false });
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(content.title, MARGIN, 66, { width: width - 2 * MARGIN });
  doc.fillColor('#c9d2e3').font('Helvetica').fontSize(11).text(content.subtitle, { width: width - 2 * MARGIN });
  doc.x = MARGIN;
  doc.y = HEADER_HEIGHT + 30;
}

function block(doc: Doc, item: DocumentBlock, width: number): void {
  if (item.kind === 'paragraph') {
    doc.fillColor(TEXT).font('Helvetica').fontSize(10.5).text(item.text, MARGIN, doc.y, { width, lineGap: 2.5, align: 'left' });
    doc.moveDown(0.6);
    return;
  }
  if (item.kind === 'bullets') {
    for (const text of item.items) {
      // The dot and its text stay on one page.
      const height = doc.font('Helvetica').fontSize(10.5).heightOfString(text, { width: width - 16, lineGap: 2.5 });
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      doc.save().circle(MARGIN + 4, top + 5.5, 2).fill(BRAND).restore();
      doc.fillColor(TEXT).font('Helvetica').fontSize(10.5).text(text, MARGIN + 16, top, { width: width - 16, lineGap: 2.5 });
      doc.moveDown(0.35);
    }
    doc.moveDown(0.3);
    return;
  }
  const labelWidth = Math.min(170, width * 0.36);
  item.rows.forEach(([label, value], index) => {
    const top = doc.y;
    const height = Math.max(
      doc.font('Helvetica-Bold').fontSize(9.5).heightOfString(label, { width: labelWidth - 16 }),
      doc.font('Helvetica').fontSize(10.5).heightOfString(value, { width: width - labelWidth - 16 }),
    ) + 12;
    if (top + height > doc.page.height - MARGIN - FOOTER_HEIGHT) doc.addPage();
    const rowTop = doc.y;
    if (index % 2 === 0) doc.save().rect(MARGIN, rowTop, width, height).fill(SOFT).restore();
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9.5).text(label, MARGIN + 8, rowTop + 6, { width: labelWidth - 16 });
    doc.fillColor(TEXT).font('Helvetica').fontSize(10.5).text(value, MARGIN + labelWidth, rowTop + 6, { width: width - labelWidth - 16 });
    doc.y = rowTop + height;
  });
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** Footers go on last, once the page count is known. */
function footers(doc: Doc, language: Language): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 8;
    // Writing inside the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.save().moveTo(MARGIN, bottom - 10).lineTo(doc.page.width - MARGIN, bottom - 10).lineWidth(0.5).stroke(RULE).restore();
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    doc.text(frame[language].footer, MARGIN, bottom, {
      width: doc.page.width - 2 * MARGIN - 60,
      lineBreak: false,
    });
    doc.text(`${i + 1 - range.start} / ${range.count}`, doc.page.width - MARGIN - 60, bottom, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/**
 * Lays a document out on A4 pages with the programme's header and a careline footer. PDFKit is
 * loaded on the first document asked for: most starts of the server never need it.
 */
export async function renderPdf(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: content.title,
      Subject: content.subject,
      Author: frame[content.language].author,
      Keywords: content.keywords.join(', '),
      CreationDate: options.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  header(doc, content);
  for (const section of content.sections) {
    // A heading never sits alone at the foot of a page.
    if (doc.y > doc.page.height - MARGIN - FOOTER_HEIGHT - 80) doc.addPage();
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text(section.heading, MARGIN, doc.y, { width });
    doc.save().rect(MARGIN, doc.y + 3, 28, 2).fill(BRAND).restore();
    doc.moveDown(0.9);
    for (const item of section.blocks) block(doc, item, width);
    doc.moveDown(0.4);
  }
  footers(doc, content.language);
  doc.end();
  return done;
}
