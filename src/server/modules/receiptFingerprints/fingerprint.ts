import sharp from 'sharp';

/**
 * A receipt's perceptual fingerprint: two 64-bit hashes of its picture, after its EXIF orientation
 * is applied, that stay close when the same receipt is re-encoded, resized, cropped a little,
 * brightened or darkened, or photographed off a screen, and differ between different receipts.
 *
 * - `phash`: the signs of the 8×8 lowest frequencies of a 2-D DCT of the 32×32 grey picture, against
 *   their median (the DC term left out): the receipt's layout, blocks of text and logos.
 * - `dhash`: whether each of 8×8 cells is lighter than the cell below it, on a 8×9 grey picture: the
 *   order of its bands of text from top to bottom, which is what differs most between receipts.
 *
 * Two receipts are a near match when both hashes are within their thresholds (`isNearMatch`): one
 * hash alone lets through pairs of different receipts with similar layouts, both together keep that
 * share under 0.5% (`npm run bench:fingerprints`).
 */
export interface Fingerprint {
  phash: bigint;
  dhash: bigint;
}

/** Bits that may differ between a receipt and its copy; tuned by `npm run bench:fingerprints`. */
export const PHASH_THRESHOLD = 16;
export const DHASH_THRESHOLD = 16;

/** The hashes are looked up by bands of 16 bits, each an indexed column: a candidate shares one exactly. */
export const BAND_BITS = 16;
export const BANDS_PER_HASH = 64 / BAND_BITS;

const SIDE = 32;
const LOW = 8;

/** The picture's fingerprints as it is and turned by 90°, 180° and 270°, in that order. */
export async function imageFingerprints(image: Buffer): Promise<Fingerprint[]> {
  const grey = await greyMatrix(image);
  const turns: Float64Array[] = [grey];
  for (let i = 1; i < 4; i += 1) turns.push(turnQuarter(turns[i - 1]!));
  return turns.map(fingerprintOf);
}

/** The picture as it is stored: its fingerprint at 0°. */
export async function imageFingerprint(image: Buffer): Promise<Fingerprint> {
  return fingerprintOf(await greyMatrix(image));
}

/** Longest side of the grey picture in which the receipt's paper and print are found. */
const WORK_SIDE = 384;

/**
 * 32×32 grey levels of the printed part of the receipt: the picture turned upright by its EXIF
 * orientation (transparency on white), then cut to the paper (what is around it in a photo, a
 * table or a screen's frame, is dropped) and within the paper to its print (the blank margins are
 * dropped), so that a copy cropped a little or photographed at an angle still lines up.
 */
async function greyMatrix(image: Buffer): Promise<Float64Array> {
  const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const paper = rectifiedPaper(data, info.width, info.height);
  return meansOf(paper.data, paper.width, printBox(paper.data, paper.width, paper.height));
}

interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * The paper as if seen square on: its four corners are found among the light pixels (the extremes
 * of x + y and x − y) and the quadrilateral between them is mapped onto a rectangle. A scan or a
 * screenshot, whose paper fills the picture, comes back as it was; a photo taken at an angle, with
 * the table or a screen's frame around the paper, comes back as the paper alone.
 */
function rectifiedPaper(data: Uint8Array, width: number, height: number): Grey {
  const light = paperLevel(data) * 0.75;
  const corners = [
    { score: Infinity, x: 0, y: 0, key: (x: number, y: number) => x + y, best: (a: number, b: number) => a < b },
    { score: -Infinity, x: width - 1, y: 0, key: (x: number, y: number) => x - y, best: (a: number, b: number) => a > b },
    { score: -Infinity, x: width - 1, y: height - 1, key: (x: number, y: number) => x + y, best: (a: number, b: number) => a > b },
    { score: Infinity, x: 0, y: height - 1, key: (x: number, y: number) => x - y, best: (a: number, b: number) => a < b },
  ];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[y * width + x]! < light) continue;
      for (const corner of corners) {
        const score = corner.key(x, y);
        if (corner.best(score, corner.score)) Object.assign(corner, { score, x, y });
      }
    }
  }
  const [tl, tr, br, bl] = corners.map((c) => [c.x, c.y] as const) as [Point, Point, Point, Point];
  const w = Math.max(2, Math.round((dist(tl, tr) + dist(bl, br)) / 2));
  const h = Math.max(2, Math.round((dist(tl, bl) + dist(tr, br)) / 2));
  const m = homography([[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]], [tl, tr, br, bl]);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const d = m[6]! * x + m[7]! * y + 1;
      const sx = Math.min(width - 1, Math.max(0, Math.round((m[0]! * x + m[1]! * y + m[2]!) / d)));
      const sy = Math.min(height - 1, Math.max(0, Math.round((m[3]! * x + m[4]! * y + m[5]!) / d)));
      out[y * w + x] = data[sy * width + sx]!;
    }
  }
  return { data: out, width: w, height: h };
}

type Point = readonly [number, number];
const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The 3×3 homography (its last entry 1) taking the four points `from` onto `to`, as 8 numbers. */
export function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < 8; r += 1) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    if (Math.abs(a[c]![c]!) < 1e-12) return [1, 0, 0, 0, 1, 0, 0, 0];
    for (let r = 0; r < 8; r += 1) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k += 1) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

/** The paper's grey level: the 90th percentile of the picture's. */
function paperLevel(data: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (const v of data) histogram[v]! += 1;
  let seen = 0;
  for (let v = 0; v < 256; v += 1) {
    seen += histogram[v]!;
    if (seen >= data.length * 0.9) return Math.max(v, 1);
  }
  return 255;
}

/** The box's mean grey levels on a SIDE×SIDE grid (each cell the mean of the pixels it covers). */
function meansOf(data: Uint8Array, width: number, box: Box): Float64Array {
  const grey = new Float64Array(SIDE * SIDE);
  for (let i = 0; i < SIDE; i += 1) {
    const y0 = box.top + Math.floor((i * box.height) / SIDE);
    const y1 = Math.max(y0 + 1, box.top + Math.floor(((i + 1) * box.height) / SIDE));
    for (let j = 0; j < SIDE; j += 1) {
      const x0 = box.left + Math.floor((j * box.width) / SIDE);
      const x1 = Math.max(x0 + 1, box.left + Math.floor(((j + 1) * box.width) / SIDE));
      let sum = 0;
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) sum += data[y * width + x]!;
      grey[i * SIDE + j] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return grey;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The paper: the rows and columns mostly light. Within it, the print: rows and columns with ink. */
export function printBox(data: Uint8Array, width: number, height: number): Box {
  const paper = paperLevel(data);
  // Light: within 25% of the paper's level. Ink: under 70% of it (noise and a dim photo stay between).
  const light = paper * 0.75;
  const ink = paper * 0.7;
  const whole = { left: 0, top: 0, width, height };
  const paperBox = spanOf(data, width, whole, (v) => v >= light, 0.5) ?? whole;
  return inkBox(data, width, paperBox, light, ink) ?? paperBox;
}

/** The box spanning the rows and the columns of `within` where more than `share` of pixels pass `test`. */
function spanOf(data: Uint8Array, width: number, within: Box, test: (v: number) => boolean, share: number): Box | null {
  const rows = new Uint32Array(within.height);
  const cols = new Uint32Array(within.width);
  for (let y = 0; y < within.height; y += 1) {
    const row = (within.top + y) * width + within.left;
    for (let x = 0; x < within.width; x += 1) {
      if (test(data[row + x]!)) {
        rows[y]! += 1;
        cols[x]! += 1;
      }
    }
  }
  return boxOf(within, rows, cols, share);
}

/**
 * The print on the paper: rows and columns with more than 1% ink, counting only the ink inside the
 * paper's own edges on its row and its column, so a paper photographed at an angle, whose corners
 * show the dark around it, is not taken for print.
 */
function inkBox(data: Uint8Array, width: number, paper: Box, light: number, ink: number): Box | null {
  const { left, top, width: w, height: h } = paper;
  const at = (x: number, y: number) => data[(top + y) * width + left + x]!;
  const rowFrom = new Int32Array(h).fill(w);
  const rowTo = new Int32Array(h).fill(-1);
  const colFrom = new Int32Array(w).fill(h);
  const colTo = new Int32Array(w).fill(-1);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if (at(x, y) < light) continue;
      if (x < rowFrom[y]!) rowFrom[y] = x;
      if (x > rowTo[y]!) rowTo[y] = x;
      if (y < colFrom[x]!) colFrom[x] = y;
      if (y > colTo[x]!) colTo[x] = y;
    }
  }
  const edge = 2;
  const rows = new Uint32Array(h);
  const cols = new Uint32Array(w);
  for (let y = 0; y < h; y += 1) {
    for (let x = rowFrom[y]! + edge; x < rowTo[y]! - edge; x += 1) {
      if (y <= colFrom[x]! + edge || y >= colTo[x]! - edge) continue;
      if (at(x, y) < ink) {
        rows[y]! += 1;
        cols[x]! += 1;
      }
    }
  }
  return boxOf(paper, rows, cols, 0.01);
}

function boxOf(within: Box, rows: Uint32Array, cols: Uint32Array, share: number): Box | null {
  const [top, bottom] = extent(rows, within.width * share);
  const [left, right] = extent(cols, within.height * share);
  if (top < 0 || left < 0) return null;
  const box = { left: within.left + left, top: within.top + top, width: right - left + 1, height: bottom - top + 1 };
  // Too small to be a receipt's print (a blank page, a speck): keep the whole.
  return box.width * 8 < within.width || box.height * 8 < within.height ? null : box;
}

function extent(counts: Uint32Array, least: number): [number, number] {
  let first = -1;
  let last = -1;
  for (let i = 0; i < counts.length; i += 1) {
    if (counts[i]! > least) {
      if (first < 0) first = i;
      last = i;
    }
  }
  return [first, last];
}

/** The matrix turned a quarter clockwise. */
function turnQuarter(m: Float64Array): Float64Array {
  const out = new Float64Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y += 1) for (let x = 0; x < SIDE; x += 1) out[x * SIDE + (SIDE - 1 - y)] = m[y * SIDE + x]!;
  return out;
}

const COS = (() => {
  const table = new Float64Array(LOW * SIDE);
  for (let u = 0; u < LOW; u += 1) for (let x = 0; x < SIDE; x += 1) table[u * SIDE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE));
  return table;
})();

export function fingerprintOf(grey: Float64Array): Fingerprint {
  return { phash: phashOf(grey), dhash: dhashOf(grey) };
}

function phashOf(grey: Float64Array): bigint {
  // Rows first (only the LOW lowest frequencies are needed), then columns.
  const rows = new Float64Array(SIDE * LOW);
  for (let y = 0; y < SIDE; y += 1) {
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let x = 0; x < SIDE; x += 1) sum += grey[y * SIDE + x]! * COS[u * SIDE + x]!;
      rows[y * LOW + u] = sum;
    }
  }
  const coefficients: number[] = [];
  for (let v = 0; v < LOW; v += 1) {
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) sum += rows[y * LOW + u]! * COS[v * SIDE + y]!;
      coefficients.push(sum);
    }
  }
  const median = [...coefficients.slice(1)].sort((a, b) => a - b)[(LOW * LOW - 1) >> 1]!;
  return bitsOf(coefficients.map((c) => c > median));
}

/** 9 rows by 8 columns of cell means; a bit per cell: lighter than the cell below. */
function dhashOf(grey: Float64Array): bigint {
  const rows = 9;
  const cols = 8;
  const cells = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r += 1) {
    const y0 = Math.floor((r * SIDE) / rows);
    const y1 = Math.max(y0 + 1, Math.floor(((r + 1) * SIDE) / rows));
    for (let c = 0; c < cols; c += 1) {
      const x0 = (c * SIDE) / cols;
      const x1 = ((c + 1) * SIDE) / cols;
      let sum = 0;
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) sum += grey[y * SIDE + x]!;
      cells[r * cols + c] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  const bits: boolean[] = [];
  for (let r = 0; r < rows - 1; r += 1) for (let c = 0; c < cols; c += 1) bits.push(cells[r * cols + c]! > cells[(r + 1) * cols + c]!);
  return bitsOf(bits);
}

function bitsOf(bits: boolean[]): bigint {
  let value = 0n;
  for (const bit of bits) value = (value << 1n) | (bit ? 1n : 0n);
  return value;
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

export interface MatchFigures {
  phashDistance: number;
  dhashDistance: number;
}

export function distances(a: Fingerprint, b: Fingerprint): MatchFigures {
  return { phashDistance: hammingDistance(a.phash, b.phash), dhashDistance: hammingDistance(a.dhash, b.dhash) };
}

export function isNearMatch(figures: MatchFigures, thresholds = { phash: PHASH_THRESHOLD, dhash: DHASH_THRESHOLD }): boolean {
  return figures.phashDistance <= thresholds.phash && figures.dhashDistance <= thresholds.dhash;
}

/**
 * The 16-bit bands of both hashes, pHash's first: the indexed columns a lookup matches exactly. A
 * band of all zeros or all ones (blank paper at the foot of most receipts) tells nothing and would
 * make most receipts candidates of each other: it is left out (null), never matched.
 */
export function bandsOf(fingerprint: Fingerprint): (number | null)[] {
  const bands: (number | null)[] = [];
  for (const hash of [fingerprint.phash, fingerprint.dhash]) {
    for (let i = BANDS_PER_HASH - 1; i >= 0; i -= 1) {
      const band = Number((hash >> BigInt(i * BAND_BITS)) & 0xffffn);
      bands.push(band === 0 || band === 0xffff ? null : band);
    }
  }
  return bands;
}

/** Whether two fingerprints share a band: what makes a stored receipt a candidate at all. */
export function sharesBand(a: Fingerprint, b: Fingerprint): boolean {
  const x = bandsOf(a);
  const y = bandsOf(b);
  return x.some((band, i) => band !== null && band === y[i]);
}
