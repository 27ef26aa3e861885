/**
 * How well receipt fingerprints recognise a copy and tell different receipts apart, on a corpus this
 * script generates from a seed (`npm run bench:fingerprints`): FINGERPRINT_RECEIPTS receipt-like
 * pictures (default 200; shop names, logos, line items, amounts, totals, layouts and widths all
 * vary), and for each, copies re-encoded as JPEG at quality 50 and 90, resized to 50% and 150%,
 * cropped by up to 8%, turned by 90° and 180°, 20% brighter and darker, and photographed off a screen
 * (a perspective, noise and a blur, then JPEG). A pair is flagged as the server flags it: the new
 * receipt's fingerprints at 0°, 90°, 180° and 270° against the stored one's, a band shared exactly
 * and both hashes within their thresholds. Goals: at least 95% of copies flagged, at most 0.5% of
 * pairs of distinct receipts. FINGERPRINT_SEED changes the corpus.
 */
import os from 'node:os';
import sharp from 'sharp';
import {
  DHASH_THRESHOLD,
  homography,
  PHASH_THRESHOLD,
  distances,
  imageFingerprint,
  imageFingerprints,
  isNearMatch,
  sharesBand,
  type Fingerprint,
} from '../../src/server/modules/receiptFingerprints/fingerprint';

const RECEIPTS = Number(process.env.FINGERPRINT_RECEIPTS ?? 200);
const SEED = Number(process.env.FINGERPRINT_SEED ?? 26);
const RECALL_GOAL = 0.95;
const FALSE_POSITIVE_GOAL = 0.005;

sharp.concurrency(1);

function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

const SHOP_WORDS = ['Bengkel', 'Auto', 'Kedai', 'Servis', 'Motor', 'Jaya', 'Maju', 'Sdn Bhd', 'Enterprise', 'Tayar', 'Bateri', 'Minyak', 'Sentosa', 'Bintang', 'Car Care', 'Garage', 'Speed', 'Klang', 'Ipoh', 'Setia', 'Lim', 'Ahmad', 'Raju', 'Wong', 'Trading'];
const ITEMS = ['Engine oil 5W-30 4L', 'Engine oil 10W-40 4L', 'Oil filter', 'Air filter', 'Cabin filter', 'Labour', 'Brake pad front', 'Wiper blade', 'Coolant 1L', 'Spark plug x4', 'Gear oil', 'Tyre rotation', 'Battery check', 'Flushing', 'Sump washer', 'Brake fluid', 'ATF 1L', 'Wheel alignment', 'Balancing', 'Car wash'];
const FONTS = ['DejaVu Sans Mono', 'DejaVu Sans', 'DejaVu Serif', 'Liberation Sans', 'Liberation Mono', 'Liberation Serif'];
const COLOURS = ['#c0392b', '#1f4e9c', '#117a38', '#e67e22', '#222222', '#7d3c98', '#b7950b', '#0e6655'];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One receipt as an SVG: header with a logo, address, line items, total, and a footer block. */
function receiptSvg(r: Random, index: number): { svg: string; width: number; height: number } {
  const width = r.int(260, 560);
  const font = r.pick(FONTS);
  const size = r.int(12, 20);
  const lineHeight = Math.round(size * (1.2 + r.next() * 0.6));
  const margin = r.int(8, 40);
  const centred = r.next() < 0.6;
  const parts: string[] = [];
  let y = margin;
  const text = (x: number, s: string, opts: { anchor?: string; weight?: string; px?: number; fill?: string } = {}) => {
    parts.push(
      `<text x="${x}" y="${y}" font-family="${font}" font-size="${opts.px ?? size}" font-weight="${opts.weight ?? 'normal'}" fill="${opts.fill ?? '#111'}" text-anchor="${opts.anchor ?? 'start'}">${escape(s)}</text>`,
    );
  };
  // Logo: a block, a disc or bars, in a colour, left, centred or right.
  const logo = r.int(0, 3);
  const logoSize = r.int(30, 90);
  const logoX = r.pick([margin, (width - logoSize) / 2, width - margin - logoSize]);
  const colour = r.pick(COLOURS);
  if (logo === 1) parts.push(`<rect x="${logoX}" y="${y}" width="${logoSize}" height="${logoSize * 0.6}" fill="${colour}"/>`);
  if (logo === 2) parts.push(`<circle cx="${logoX + logoSize / 2}" cy="${y + logoSize / 2}" r="${logoSize / 2}" fill="${colour}"/>`);
  if (logo === 3) for (let i = 0; i < 4; i += 1) parts.push(`<rect x="${logoX}" y="${y + i * logoSize * 0.2}" width="${logoSize * (1 - i * 0.2)}" height="${logoSize * 0.12}" fill="${colour}"/>`);
  if (logo) y += logoSize + lineHeight;
  else y += lineHeight;
  const name = `${r.pick(SHOP_WORDS)} ${r.pick(SHOP_WORDS)} ${r.pick(SHOP_WORDS)}`.toUpperCase();
  text(centred ? width / 2 : margin, name, { anchor: centred ? 'middle' : 'start', weight: 'bold', px: size + r.int(2, 10) });
  y += lineHeight * 1.4;
  for (let i = r.int(1, 4); i > 0; i -= 1) {
    text(centred ? width / 2 : margin, `${r.int(1, 999)} Jalan ${r.pick(SHOP_WORDS)} ${r.int(1, 30)}, ${r.int(10000, 99999)}`, { anchor: centred ? 'middle' : 'start', px: size - 2 });
    y += lineHeight;
  }
  text(margin, `No: ${index}-${r.int(10000, 99999)}   ${r.int(1, 28)}/${r.int(1, 12)}/2026 ${r.int(8, 19)}:${String(r.int(0, 59)).padStart(2, '0')}`, { px: size - 2 });
  y += lineHeight;
  const rule = () => {
    const dashed = r.next() < 0.5 ? ' stroke-dasharray="6 4"' : '';
    parts.push(`<line x1="${margin}" y1="${y - size / 2}" x2="${width - margin}" y2="${y - size / 2}" stroke="#222" stroke-width="${r.int(1, 3)}"${dashed}/>`);
    y += lineHeight * 0.6;
  };
  rule();
  let total = 0;
  const items = r.int(2, 16);
  for (let i = 0; i < items; i += 1) {
    const amount = r.int(500, 45000) / 100;
    total += amount;
    text(margin, `${r.int(1, 4)} ${r.pick(ITEMS)}`);
    text(width - margin, amount.toFixed(2), { anchor: 'end' });
    y += lineHeight;
    if (r.next() < 0.15) rule();
  }
  rule();
  text(margin, 'TOTAL', { weight: 'bold', px: size + 4 });
  text(width - margin, `RM ${total.toFixed(2)}`, { anchor: 'end', weight: 'bold', px: size + 4 });
  y += lineHeight * 1.5;
  if (r.next() < 0.5) {
    text(margin, `SST 6%  RM ${(total * 0.06).toFixed(2)}`, { px: size - 2 });
    y += lineHeight;
  }
  // Footer: a barcode, a QR-like block, or thanks.
  const footer = r.int(0, 2);
  if (footer === 0) {
    let x = margin;
    const h = r.int(30, 70);
    while (x < width - margin) {
      const w = r.int(1, 4);
      if (r.next() < 0.5) parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#000"/>`);
      x += w;
    }
    y += h + lineHeight;
  } else if (footer === 1) {
    const cell = r.int(4, 8);
    const n = 21;
    const x0 = centred ? (width - n * cell) / 2 : margin;
    for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) if (r.next() < 0.5) parts.push(`<rect x="${x0 + i * cell}" y="${y + j * cell}" width="${cell}" height="${cell}" fill="#000"/>`);
    y += n * cell + lineHeight;
  }
  text(centred ? width / 2 : margin, r.pick(['Terima kasih', 'Thank you, come again', 'Barang yang dijual tidak boleh dipulangkan', 'Next service at +5,000 km']), { anchor: centred ? 'middle' : 'start', px: size - 2 });
  y += margin + lineHeight;
  const height = Math.round(y);
  const paper = r.pick(['#ffffff', '#fbfaf5', '#f4f1e8', '#fffdf7']);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${paper}"/>${parts.join('')}</svg>`;
  return { svg, width, height };
}

/** Maps the picture onto a quadrilateral, as a phone held at an angle sees a screen, with noise. */
async function screenPhoto(png: Buffer, r: Random): Promise<Buffer> {
  // A phone's photo of a screen is grey and no sharper than the screen: 700 pixels on the long side.
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().resize(700, 700, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const pad = Math.round(Math.max(w, h) * 0.06);
  const W = w + 2 * pad;
  const H = h + 2 * pad;
  const j = () => (r.next() - 0.5) * 2 * 0.05;
  // Where the picture's corners land in the photo, each moved by up to 5%; inverse-mapped.
  const dst: [number, number][] = [
    [pad + j() * w, pad + j() * h],
    [pad + w + j() * w, pad + j() * h],
    [pad + w + j() * w, pad + h + j() * h],
    [pad + j() * w, pad + h + j() * h],
  ];
  const m = homography(dst, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
  const out = Buffer.alloc(W * H);
  const ambient = r.int(30, 70);
  const contrast = 0.8 + r.next() * 0.15;
  let seed = r.int(1, 2 ** 30);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      // A cheap generator for the sensor's noise: ±20 grey levels.
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed / 0x7fffffff - 0.5) * 40;
      const d = m[6]! * x + m[7]! * y + 1;
      const sx = (m[0]! * x + m[1]! * y + m[2]!) / d;
      const sy = (m[3]! * x + m[4]! * y + m[5]!) / d;
      const o = y * W + x;
      if (sx < 0 || sy < 0 || sx >= w - 1 || sy >= h - 1) {
        out[o] = clamp(ambient + noise);
        continue;
      }
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const v = data[i]! * (1 - fx) * (1 - fy) + data[i + 1]! * fx * (1 - fy) + data[i + w]! * (1 - fx) * fy + data[i + w + 1]! * fx * fy;
      // A glare falling off across the screen.
      const glare = 1 - 0.12 * ((x / W + y / H) / 2);
      out[o] = clamp(v * contrast * glare + 10 + noise);
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 1 } })
    .blur(0.8)
    .jpeg({ quality: r.int(60, 85) })
    .toBuffer();
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

type Transform = { name: string; make: (png: Buffer, meta: { width: number; height: number }, r: Random) => Promise<Buffer> };

const TRANSFORMS: Transform[] = [
  { name: 'JPEG quality 50', make: (png) => sharp(png).jpeg({ quality: 50 }).toBuffer() },
  { name: 'JPEG quality 90', make: (png) => sharp(png).jpeg({ quality: 90 }).toBuffer() },
  { name: 'resized to 50%', make: (png, m) => sharp(png).resize(Math.round(m.width * 0.5)).jpeg({ quality: 80 }).toBuffer() },
  { name: 'resized to 150%', make: (png, m) => sharp(png).resize(Math.round(m.width * 1.5)).png().toBuffer() },
  {
    name: 'cropped by up to 8%',
    make: (png, m, r) => {
      // Up to 8% of each dimension, shared between two opposite sides at random.
      const cw = Math.round(m.width * 0.08 * (0.5 + r.next() / 2));
      const ch = Math.round(m.height * 0.08 * (0.5 + r.next() / 2));
      const left = r.int(0, cw);
      const top = r.int(0, ch);
      return sharp(png)
        .extract({ left, top, width: m.width - cw, height: m.height - ch })
        .jpeg({ quality: 85 })
        .toBuffer();
    },
  },
  { name: 'turned 90°', make: (png) => sharp(png).rotate(90).jpeg({ quality: 85 }).toBuffer() },
  { name: 'turned 180°', make: (png) => sharp(png).rotate(180).jpeg({ quality: 85 }).toBuffer() },
  { name: '20% brighter', make: (png) => sharp(png).modulate({ brightness: 1.2 }).jpeg({ quality: 85 }).toBuffer() },
  { name: '20% darker', make: (png) => sharp(png).modulate({ brightness: 0.8 }).jpeg({ quality: 85 }).toBuffer() },
  { name: 'photo of a screen', make: (png, _m, r) => screenPhoto(png, r) },
];

interface Entry {
  stored: Fingerprint;
  copies: Fingerprint[][];
}

async function pool<T>(count: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

/** The server's rule: any orientation of the new receipt shares a band with the stored one and is close. */
function flagged(newTurns: Fingerprint[], stored: Fingerprint, thresholds: { phash: number; dhash: number }): boolean {
  return newTurns.some((turn) => sharesBand(turn, stored) && isNearMatch(distances(turn, stored), thresholds));
}

async function main() {
  const started = Date.now();
  console.log(`Receipt fingerprints: ${RECEIPTS} generated receipts (seed ${SEED}), ${TRANSFORMS.length} copies each; load: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const entries = await pool(RECEIPTS, 2, async (i): Promise<Entry> => {
    const r = random(SEED * 100_003 + i);
    const { svg, width, height } = receiptSvg(r, i);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const stored = await imageFingerprint(png);
    const copies: Fingerprint[][] = [];
    for (const transform of TRANSFORMS) copies.push(await imageFingerprints(await transform.make(png, { width, height }, r)));
    return { stored, copies };
  });
  const generated = Date.now();

  const thresholds = { phash: PHASH_THRESHOLD, dhash: DHASH_THRESHOLD };
  const recallAt = (t: { phash: number; dhash: number }) => {
    const perTransform = TRANSFORMS.map((_, k) => entries.filter((e) => flagged(e.copies[k]!, e.stored, t)).length / entries.length);
    return { overall: perTransform.reduce((a, b) => a + b, 0) / perTransform.length, perTransform };
  };
  const falsePositivesAt = (t: { phash: number; dhash: number }) => {
    let pairs = 0;
    let hits = 0;
    for (let a = 0; a < entries.length; a += 1) {
      for (let b = 0; b < entries.length; b += 1) {
        if (a === b) continue;
        // Receipt a arrives (its JPEG copy, as members send them) while b is stored.
        pairs += 1;
        if (flagged(entries[a]!.copies[0]!, entries[b]!.stored, t)) hits += 1;
      }
    }
    return { pairs, hits, share: hits / pairs };
  };

  console.log('\nthreshold (pHash, dHash bits)  copies flagged  distinct pairs flagged');
  for (const t of [8, 10, 12, 14, 16, 18].map((n) => ({ phash: n, dhash: n }))) {
    const fp = falsePositivesAt(t);
    const mark = t.phash === thresholds.phash && t.dhash === thresholds.dhash ? '  <- chosen' : '';
    console.log(`  ${String(t.phash).padStart(2)}, ${String(t.dhash).padStart(2)}                      ${pct(recallAt(t).overall).padStart(7)}         ${pct(fp.share).padStart(7)} (${fp.hits} of ${fp.pairs})${mark}`);
  }

  const recall = recallAt(thresholds);
  const fp = falsePositivesAt(thresholds);
  console.log(`\nChosen thresholds: pHash ≤ ${thresholds.phash} and dHash ≤ ${thresholds.dhash} of 64 bits, with a 16-bit band of either hash shared exactly`);
  console.log('Copies flagged, by transform:');
  TRANSFORMS.forEach((transform, k) => console.log(`  ${transform.name.padEnd(22)} ${pct(recall.perTransform[k]!).padStart(7)}`));
  const recallMet = recall.overall >= RECALL_GOAL;
  const fpMet = fp.share <= FALSE_POSITIVE_GOAL;
  console.log(`Copies flagged: ${pct(recall.overall)} (goal ≥ ${pct(RECALL_GOAL)}): ${recallMet ? 'met' : 'NOT met'}`);
  console.log(`Pairs of distinct receipts flagged: ${pct(fp.share)}, ${fp.hits} of ${fp.pairs} (goal ≤ ${pct(FALSE_POSITIVE_GOAL)}): ${fpMet ? 'met' : 'NOT met'}`);
  console.log(`Generating and fingerprinting took ${((generated - started) / 1000).toFixed(1)} s; in all ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!recallMet || !fpMet) process.exitCode = 1;
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
