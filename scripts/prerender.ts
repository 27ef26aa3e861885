/**
 * The guest's first screens as HTML: after the web build (`npm run build`), the member app's
 * guest pages are rendered once per language with react-dom/server, from the same components the
 * browser runs, into the member's index.html. The server sends them to visitors who are not
 * signed in (src/server/webApps.ts); the browser app then hydrates them instead of rendering anew.
 *
 *   tsx scripts/prerender.ts    (run by `npm run build`)
 *
 * The components are bundled for Node by webpack with the browser build's settings (the same
 * defines and asset names, so an image's address is the same in both), their CSS left out: the
 * page already links the build's stylesheet.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { memberPageFile, prerenderedPageFile } from '../src/server/prerendered';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

type PrerenderModule = typeof import('../src/client/member/prerender');

async function bundleForNode(outDir: string, buildId: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    entry: path.join(root, 'src/client/member/prerender.tsx'),
    output: { path: outDir, filename: 'prerender.js', library: { type: 'commonjs2' }, assetModuleFilename: 'assets/[name].[contenthash:10][ext]', publicPath: '/' },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
        // As the browser build names and inlines them, without writing them again.
        { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } }, generator: { emit: false } },
      ],
    },
    plugins: [
      // The stylesheet is the browser build's; here a stylesheet import is an empty module.
      new webpack.NormalModuleReplacementPlugin(/\.css$/, (resource) => {
        resource.request = 'data:text/javascript,';
      }),
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId), __SERVICE_WORKER__: 'true' }),
      new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/(ms)$/),
      // One file: every page's chunk is in it when a page is rendered.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
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

/**
 * The stylesheets of a page's chunks, as the build named them (css/login.<hash>.css). The app
 * would load them with the chunk; the HTML links them at once, so the first screen is drawn styled
 * and does not move when they arrive. The chunk's loader finds them linked and adds none.
 */
function chunkStylesheets(cssFiles: string[], chunks: readonly string[]): string[] {
  return chunks.map((chunk) => {
    const file = cssFiles.find((name) => new RegExp(`^${chunk}\\.[0-9a-f]{10}\\.css$`).test(name));
    if (!file) throw new Error(`No stylesheet of the chunk '${chunk}' in dist/css: was it renamed in routes.tsx?`);
    return `/css/${file}`;
  });
}

/**
 * Starts the app's scripts once the first screen is on screen: on a phone's slow line they would
 * otherwise share it with the page's stylesheets and images, and their start-up would hold the
 * first paint back, while the screen they are for has already come in the HTML. "On screen" is the
 * browser's own first-contentful-paint entry, stamped when the frame was shown: a frame's
 * requestAnimationFrame runs before it is drawn, and requests started there still counted towards
 * the first paint (Lighthouse's LCP of /login was 2.0 s against 0.95 s on /about-us, whose scripts
 * happened to start later). Without paint timing, the frame after the first one. They still run in
 * their order; a tab opened in the background, which draws no frames, starts them after a second.
 */
const AFTER_PAINT_LOADER = `(function () {
  var me = document.currentScript;
  var scripts = (me && me.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  setTimeout(start, 1000);
})();
`;

/** The loader as a file of the build, named by its content like the others (the policy runs no inline script). */
function writeLoader(): string {
  const name = `js/after-paint.${crypto.createHash('sha256').update(AFTER_PAINT_LOADER).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(dist, name), AFTER_PAINT_LOADER);
  return `/${name}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The member's index.html with a first screen in its root, in its language and with its tab's title, with its chunks' stylesheets. */
export function pageWithFirstScreen(shell: string, { markup, title }: { markup: string; title: string }, language: string, stylesheets: string[] = [], loader?: string): string {
  // The build minifies the page: its attributes may come without quotes.
  // Inert until the app has hydrated it (startApp's FirstScreen): what a visitor typed or pressed
  // before then would be lost.
  const withRoot = shell.replace(/<div id="?root"?><\/div>/, () => `<div id="root" inert>${markup}</div>`);
  if (withRoot === shell) throw new Error('index.html has no empty <div id="root"></div> to fill');
  const links = stylesheets.map((href) => `<link href="${href}" rel="stylesheet">`).join('');
  let page = withRoot
    .replace(/<html lang="?[a-z-]*"?/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${links}</head>`);
  if (loader) {
    const scripts: string[] = [];
    page = page.replace(/<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/g, (_tag, src: string) => {
      scripts.push(src);
      return '';
    });
    if (scripts.length === 0) throw new Error('index.html has no deferred scripts to start after the first paint');
    page = page.replace('</head>', () => `<script defer src="${loader}" data-scripts="${scripts.join(' ')}"></script></head>`);
  }
  return page;
}

/**
 * The member's index.html asking for a page's chunks beside the app's scripts: the page's scripts
 * preloaded (the app runs them when it asks for the page, and finds them downloaded) and its
 * stylesheets linked (the chunk's loader finds them and adds none). Files the entry loads anyway
 * are left out. `pageChunks` is the build's page-chunks.json.
 */
export function pageAskingForChunks(shell: string, chunks: readonly string[], pageChunks: Record<string, string[]>): string {
  const files = new Set<string>();
  for (const chunk of chunks) {
    const own = pageChunks[chunk];
    if (!own) throw new Error(`No chunk '${chunk}' in page-chunks.json: was it renamed in routes.tsx?`);
    for (const file of own) if (!shell.includes(`/${file}`)) files.add(`/${file}`);
  }
  const links = [...files].map((href) => (href.endsWith('.css') ? `<link href="${href}" rel="stylesheet">` : `<link rel="preload" href="${href}" as="script">`));
  return shell.replace('</head>', () => `${links.join('')}</head>`);
}

const writePage = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
};

async function main(): Promise<void> {
  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { buildId } = JSON.parse(fs.readFileSync(path.join(dist, 'meta.json'), 'utf8')) as { buildId: string };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  try {
    await bundleForNode(outDir, buildId);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const prerender = require(path.join(outDir, 'prerender.js')) as PrerenderModule;
    const cssFiles = fs.readdirSync(path.join(dist, 'css'));
    const loader = writeLoader();
    for (const language of prerender.languages) {
      for (const page of prerender.prerenderedPages) {
        const firstScreen = await prerender.renderFirstScreen(page.path, language);
        const html = pageWithFirstScreen(shell, firstScreen, language, chunkStylesheets(cssFiles, page.chunks), loader);
        writePage(path.join(dist, prerenderedPageFile(page.path, language)), html);
      }
    }
    const pageChunks = JSON.parse(fs.readFileSync(path.join(dist, 'page-chunks.json'), 'utf8')) as Record<string, string[]>;
    for (const page of prerender.memberPages) {
      writePage(path.join(dist, memberPageFile(page.path)), pageAskingForChunks(shell, page.chunks, pageChunks));
    }
    console.log(`Prerendered ${prerender.prerenderedPages.length} guest pages in ${prerender.languages.join(', ')}; ${prerender.memberPages.length} member pages ask for their chunks from the HTML`);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
