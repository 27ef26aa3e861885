import fs from 'node:fs';
import path from 'node:path';

/**
 * One Malay term for each idea a member meets in several places: a field that says 'NRIC' must not
 * have an error that says 'Kad Pengenalan', and the workshops are 'bengkel yang menyertai' everywhere.
 */
const TERMS = [
  { idea: 'the identity card', term: 'NRIC', variants: ['Kad Pengenalan', 'MyKad'] },
  { idea: 'participating workshops', term: 'bengkel yang menyertai', variants: ['bengkel yang mengambil bahagian', 'bengkel yang mengambil'] },
];

const malayDir = path.join(__dirname, 'locales', 'ms');

/** Every text of the Malay locale files, with the file and key it came from. */
function malayTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push({ where, text: value });
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  for (const file of fs.readdirSync(malayDir).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(fs.readFileSync(path.join(malayDir, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return texts;
}

describe('Malay terms', () => {
  const texts = malayTexts();

  it.each(TERMS)('name $idea one way: $term', ({ term, variants }) => {
    const others = texts.filter(({ text }) => variants.some((variant) => text.toLowerCase().includes(variant.toLowerCase())));
    expect(others.map(({ where }) => where)).toEqual([]);
    expect(texts.some(({ text }) => text.includes(term))).toBe(true);
  });

  it('give the full-name field and its error the same document', () => {
    const text = (where: string) => texts.find((entry) => entry.where === where)?.text ?? '';
    expect(text('register.fullname')).toContain('NRIC');
    expect(text('rules.fullnameNric')).toContain('NRIC');
    expect(text('campaignMgm.fullname')).toContain('NRIC');
    expect(text('festiveCampaign.fullname')).toContain('NRIC atau Pasport');
    expect(text('rules.campaignNameInvalid')).toContain('NRIC atau Pasport');
  });
});
