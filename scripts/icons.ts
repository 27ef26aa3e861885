/**
 * Makes the app's install icons in public/icons from the brand's mark (public/favicon.svg: the white
 * drop on the brand red), drawn by the system's Chromium so no image library is needed.
 * The PNGs are committed; run this again after the mark changes:
 *
 *   npx tsx scripts/icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'public/icons');
const mark = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');

const brandRed = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
const drop = /<path d="([^"]+)"/.exec(mark)?.[1];
if (!brandRed || !drop) throw new Error('public/favicon.svg no longer has the rounded square and the drop this script expects');

/** The drop on a full square of brand red, scaled by `scale` around the centre (the mark's own box is 64 units). */
function fullBleed(scale: number): string {
  const offset = 32 * (1 - scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brandRed}"/>` +
    `<path transform="translate(${offset} ${offset}) scale(${scale})" d="${drop}" fill="#fff"/></svg>`
  );
}

interface Icon {
  file: string;
  size: number;
  svg: string;
}

const icons: Icon[] = [
  // Android's launcher and splash screen: the mark as it is, its rounded corners transparent.
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // Maskable: the launcher crops to its own shape, keeping only the centre circle of 80 %; the drop
  // (40 of 64 units tall) shrunk to 0.75 stays inside it.
  { file: 'maskable-192.png', size: 192, svg: fullBleed(0.75) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.75) },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    fs.mkdirSync(outDir, { recursive: true });
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
      await page.close();
      console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
