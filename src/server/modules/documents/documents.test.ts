import { oils, oilsInTab } from '../../../shared/catalogue/oils';
import { fixedClock } from '../../adapters/clock';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createDocumentLibrary } from './library';
import { programmeDocument, type ProgrammeDocument } from './programmeDocuments';

/** The text a PDF shows: pdfkit writes each run as hex strings in a TJ array (readable when not compressed). */
function shownText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs = [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, inside]) =>
    [...inside.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''),
  );
  return runs.join(' ').replace(/\s+/g, ' ');
}

/** The /Title of the document's info dictionary (pdfkit writes it as an indirect object, uncompressed). */
function titleOf(pdf: Buffer): string | undefined {
  const source = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(source)?.[1];
  return ref ? new RegExp(`\\b${ref} 0 obj\\s*\\(([^)]*)\\)`).exec(source)?.[1] : undefined;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (_db, _config, clock) => ({ documents: createDocumentLibrary(clock, { compress: false }) }));
});
afterAll(() => t.close());

const fetchPdf = (name: string) => t.app.inject({ method: 'GET', url: `/pdf/${name}` });

describe('GET /pdf/<name>', () => {
  it('answers a product technical-data PDF made from the catalogue', async () => {
    const oil = oils.find((entry) => entry.code === 'QUARTZ9000CTI45W30')!;
    const res = await fetchPdf(oil.pdfName);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(titleOf(res.rawPayload)).toBe(oil.name);
    const text = shownText(res.rawPayload);
    expect(text).toContain(oil.name);
    expect(text).toContain('6 litres');
    expect(text).toContain('SAE 5W-30');
    expect(text).toContain('Buy 3 Get 1 Free');
    expect(text).toContain('Diesel engines');
    expect(text).toContain('soot');
  });

  it("shows members the product's own data, never our value ranking", async () => {
    const library = createDocumentLibrary(fixedClock('2026-03-02T02:00:00Z'), { compress: false });
    for (const oil of oils) {
      const text = shownText((await library.pdf(oil.pdfName))!);
      expect(text).toContain(`SAE ${oil.grade}`);
      expect(text).toContain(`${oil.packLitres} litres`);
      expect(text).toMatch(/Quartz (INEO|9000|8000|7000)/);
      expect(text).not.toMatch(/\brank\b|listed by value/i);
    }
  });

  it('has one document per catalogue oil, each in its own offer', async () => {
    const library = createDocumentLibrary(fixedClock('2026-03-02T02:00:00Z'), { compress: false });
    for (const oil of oilsInTab(4)) {
      const text = shownText((await library.pdf(oil.pdfName))!);
      expect(text).toContain(oil.name);
      expect(text).toContain('Buy 4 Get 1 Free');
      expect(text).not.toContain('Buy 3 Get 1 Free');
    }
    expect(oils.every((oil) => oil.pdfName.endsWith('.pdf'))).toBe(true);
  });

  it('serves the terms and conditions with the programme rules', async () => {
    const res = await fetchPdf('terms-and-conditions.pdf');
    expect(res.statusCode).toBe(200);
    const text = shownText(res.rawPayload);
    for (const rule of ['Peninsular Malaysia', 'lowest value', 'within 5 days', 'more than 30 days', 'At most 2 bottles per car per day', '36 months', 'up to 4 cars', '4 years after the last contact', '1-800-88-1234']) {
      expect(text).toContain(rule);
    }
  });

  it('serves the programme manual with every oil of both offers', async () => {
    const res = await fetchPdf('programme-manual.pdf');
    expect(res.statusCode).toBe(200);
    const text = shownText(res.rawPayload);
    expect(text).toContain('Programme Manual');
    for (const oil of oils) expect(text).toContain(oil.name);
  });

  it('makes each document once (compressed by default) and answers the same bytes again', async () => {
    const library = createDocumentLibrary(fixedClock('2026-03-02T02:00:00Z'));
    const first = await library.pdf('programme-manual.pdf');
    expect(titleOf(first!)).toBe('Programme Manual');
    expect(shownText(first!)).toBe('');
    expect(await library.pdf('programme-manual.pdf')).toBe(first);
  });

  it('serves every document in Malay too, under /pdf/ms', async () => {
    const terms = shownText((await fetchPdf('ms/terms-and-conditions.pdf')).rawPayload);
    for (const rule of ['Terma dan Syarat', 'Semenanjung Malaysia', 'paling rendah nilainya', 'dalam tempoh 5 hari', 'lebih daripada 30 hari', 'Maksimum 2 botol', '36 bulan', 'sehingga 4 buah kereta', '4 tahun selepas hubungan terakhir', '1-800-88-1234']) {
      expect(terms).toContain(rule);
    }
    const manualRes = await fetchPdf('ms/programme-manual.pdf');
    expect(titleOf(manualRes.rawPayload)).toBe('Manual Program');
    const manual = shownText(manualRes.rawPayload);
    for (const oil of oils) expect(manual).toContain(oil.name);
    expect(manual).not.toMatch(/\brank\b|kedudukan/i);

    const oil = oils.find((entry) => entry.code === 'QUARTZINEOHTC5W30')!;
    const sheetRes = await fetchPdf(`ms/${oil.pdfName}`);
    expect(sheetRes.statusCode).toBe(200);
    expect(sheetRes.headers['content-type']).toBe('application/pdf');
    const sheet = shownText(sheetRes.rawPayload);
    for (const words of ['Helaian data teknikal', 'Gred kelikatan SAE', '5 liter', 'Beli 3 Percuma 1', 'Minyak enjin sintetik penuh', 'PROGRAM KESETIAAN']) {
      expect(sheet).toContain(words);
    }
    expect(sheet).not.toContain('Technical data sheet');
  });

  it('has the same documents in both languages', async () => {
    const library = createDocumentLibrary(fixedClock('2026-03-02T02:00:00Z'), { compress: false });
    for (const name of ['terms-and-conditions.pdf', 'programme-manual.pdf', ...oils.map((oil) => oil.pdfName)]) {
      expect(await library.pdf(name, 'en')).not.toBeNull();
      expect(await library.pdf(name, 'ms')).not.toBeNull();
    }
    expect((await fetchPdf('ms/no-such-oil.pdf')).statusCode).toBe(404);
  });

  it.each<ProgrammeDocument>(['terms', 'manual'])('lays out the %s in both languages alike, every figure filled in', (document) => {
    const [en, ms] = (['en', 'ms'] as const).map((language) => programmeDocument(document, language));
    const shape = (content: typeof en) => content.sections.map(({ blocks }) => blocks.map((block) => (block.kind === 'paragraph' ? 'paragraph' : `${block.kind} ${block.kind === 'bullets' ? block.items.length : block.rows.length}`)));
    expect(shape(ms)).toEqual(shape(en));
    for (const content of [en, ms]) expect(JSON.stringify(content)).not.toMatch(/\{\{|\}\}/);
    expect(JSON.stringify(ms)).toContain('Program Kesetiaan Quartz');
  });

  it.each<ProgrammeDocument>(['terms', 'manual'])('names things in Malay as the web app does in the %s: NRIC, and bengkel yang menyertai', (document) => {
    const words = JSON.stringify(programmeDocument(document, 'ms'));
    expect(words).not.toMatch(/Kad Pengenalan|MyKad|bengkel yang mengambil bahagian/);
  });

  it.each(['no-such-oil.pdf', 'terms-and-conditions', '..%2Fpackage.json'])('answers 404 in the envelope for %s', async (name) => {
    const res = await fetchPdf(name);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_code: 404, result: null, error: 'Document not found' });
  });
});
