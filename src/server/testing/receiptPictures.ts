import sharp from 'sharp';

/** A receipt-like picture: a shop's name, a logo, line items and a total, drawn from `seed`. */
export function receiptPicture(seed: number): Promise<Buffer> {
  let a = seed;
  const next = () => {
    a = (a * 1103515245 + 12345) & 0x7fffffff;
    return a / 0x7fffffff;
  };
  const width = 320 + Math.round(next() * 200);
  const parts: string[] = [];
  let y = 30;
  parts.push(`<rect x="${20 + next() * 150}" y="${y}" width="${40 + next() * 60}" height="${30 + next() * 40}" fill="#1f4e9c"/>`);
  y += 100;
  parts.push(`<text x="20" y="${y}" font-family="DejaVu Sans" font-size="22" font-weight="bold">BENGKEL ${seed} AUTO</text>`);
  y += 40;
  const items = 3 + Math.floor(next() * 12);
  for (let i = 0; i < items; i += 1) {
    parts.push(`<text x="20" y="${y}" font-family="DejaVu Sans Mono" font-size="16">Item ${i} oil</text>`);
    parts.push(`<text x="${width - 20}" y="${y}" font-family="DejaVu Sans Mono" font-size="16" text-anchor="end">${(next() * 300).toFixed(2)}</text>`);
    if (next() < 0.3) parts.push(`<rect x="20" y="${y + 6}" width="${width - 40}" height="3" fill="#000"/>`);
    y += 26 + Math.round(next() * 10);
  }
  parts.push(`<rect x="20" y="${y}" width="${(width - 40) * (0.3 + next() * 0.7)}" height="${20 + next() * 60}" fill="#000"/>`);
  y += 120;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}"><rect width="${width}" height="${y}" fill="#fff"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
