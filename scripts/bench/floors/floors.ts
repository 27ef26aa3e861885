import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import webpack from 'webpack';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FirstScreen } from './FirstScreen';

/**
 * The two floors the product's pages are measured against, built for each run of the bench: the
 * home page's first screen as plain HTML, and the same screen rendered by a bare React 18 app in
 * one bundle. Both are served over HTTP/1.1, gzipped, by a server that does nothing else.
 */
export interface Floors {
  /** The static page's address. */
  staticUrl: string;
  /** The bare React app's address. */
  reactUrl: string;
  /** The React bundle's size, gzipped. */
  reactBundleGzBytes: number;
  close(): Promise<void>;
}

const root = path.resolve(__dirname, '../../..');

const page = (body: string, script = '') =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
  `<title>Quartz Loyalty Programme</title><link rel="stylesheet" href="/floor.css" />${script}</head>` +
  `<body><div id="root">${body}</div></body></html>`;

async function bundleReactFloor(outDir: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    entry: path.join(__dirname, 'reactFloor.tsx'),
    output: { path: outDir, filename: 'floor.js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [{ test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } } }],
    },
    devtool: false,
    performance: false,
    stats: 'errors-only',
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

export async function startFloors(): Promise<Floors> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floors-'));
  await bundleReactFloor(dir);
  const files = new Map<string, { type: string; body: Buffer }>();
  const add = (url: string, type: string, body: Buffer | string) => files.set(url, { type, body: zlib.gzipSync(Buffer.from(body), { level: 9 }) });
  add('/static/', 'text/html; charset=utf-8', page(renderToStaticMarkup(createElement(FirstScreen))));
  add('/react/', 'text/html; charset=utf-8', page('', '<script defer src="/floor.js"></script>'));
  add('/floor.js', 'text/javascript', fs.readFileSync(path.join(dir, 'floor.js')));
  add('/floor.css', 'text/css', fs.readFileSync(path.join(__dirname, 'floor.css')));
  add('/images/home/banner-programme.svg', 'image/svg+xml', fs.readFileSync(path.join(root, 'public/images/home/banner-programme.svg')));
  fs.rmSync(dir, { recursive: true, force: true });

  const server = http.createServer((request, response) => {
    const file = files.get((request.url ?? '/').split('?')[0]);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'gzip', 'Cache-Control': 'no-cache' });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    staticUrl: `${origin}/static/`,
    reactUrl: `${origin}/react/`,
    reactBundleGzBytes: files.get('/floor.js')!.body.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
