import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const WIDTH = 640;
const HEIGHT = 480;

let prepared = false;

/** The ZXing writer from the package's own .wasm file (its default would fetch it from a CDN). */
function prepareWriter(): void {
  if (prepared) return;
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });
  prepared = true;
}

/**
 * A camera's view of a QR code, as Chromium's fake camera plays it (`--use-file-for-fake-video-capture`):
 * a Y4M file of one grey 640×480 frame, the code in the middle on white paper. Chromium loops it.
 */
export async function qrCodeVideo(text: string): Promise<string> {
  prepareWriter();
  const written = await writeBarcode(text, { format: 'QRCode', scale: 8 });
  if (written.error || !written.image) throw new Error(`The QR code of ${text} could not be written: ${written.error}`);
  const code = await sharp(Buffer.from(await written.image.arrayBuffer()))
    .resize({ height: 320, kernel: 'nearest' })
    .toBuffer();
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: code, gravity: 'center' }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (luma.info.channels !== 1) throw new Error(`Expected one grey channel, got ${luma.info.channels}`);
  // 4:2:0: the grey picture as Y, and neutral colour (128) in both quarter-size chroma planes.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma.data, chroma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qr-camera-')), 'camera.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame]));
  return file;
}
