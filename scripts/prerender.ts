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

/** A page chunk's files, as the build lists them in page-chunks.json (PageChunksPlugin, webpack.config.ts). */
function chunkFiles(pageChunks: Record<string, string[]>, chunk: string): string[] {
  const files = pageChunks[chunk];
  if (!files) throw new Error(`No chunk '${chunk}' in page-chunks.json: was it renamed in routes.tsx?`);
  return files;
}

/**
 * The stylesheets of a guest page's chunks, each the chunk's own (css/login.<hash>.css). The app
 * would load them with the chunk; the HTML links them at once, so the first screen is drawn styled
 * and does not move when they arrive. The chunk's loader finds them linked and adds none.
 */
function chunkStylesheets(pageChunks: Record<string, string[]>, chunks: readonly string[]): string[] {
  return chunks.map((chunk) => {
    const file = chunkFiles(pageChunks, chunk).find((name) => new RegExp(`^css/${chunk}\\.[0-9a-f]{10}\\.css$`).test(name));
    if (!file) throw new Error(`No stylesheet of the chunk '${chunk}' in page-chunks.json: was it renamed in routes.tsx?`);
    return `/${file}`;
  });
}

/**
 * A page whose first screen is drawn before the app runs (a guest's, in its HTML; a returning
 * member's last screen) hands the app's scripts to the site's first script, `member-start.js`,
 * which asks for them once that screen is shown (src/client/frame/scriptsAfterPaint.ts), or at once
 * when nothing was drawn: over a slow line, the screen's stylesheets then arrive without the app's
 * 140 KB beside them. The page's own chunks stay preloaded (a few KB).
 */
export function scriptsToPageStart(html: string): string {
  // The build minifies the page: its attributes may come without quotes.
  const scriptTag = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
  const first = [...html.matchAll(scriptTag)].find((match) => /\/member-start\.[0-9a-f]+\.js$/.test(match[1]));
  if (!first) throw new Error('No member-start script in the member shell: was the entry renamed in webpack.config.ts?');
  const app: string[] = [];
  const rest = html.replace(scriptTag, (tag, src: string) => {
    if (src === first[1]) return tag;
    app.push(src);
    return '';
  });
  if (app.length === 0) throw new Error('index.html has no deferred scripts to start after the first paint');
  return rest.replace(first[0], () => `<script defer src="${first[1]}" data-app-scripts="${app.join(' ')}"></script>`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The member's index.html with a first screen in its root, in its language and with its tab's title, with its chunks' stylesheets. */
export function pageWithFirstScreen(shell: string, { markup, title }: { markup: string; title: string }, language: string, stylesheets: string[] = []): string {
  // The build minifies the page: its attributes may come without quotes.
  // Inert until the app has hydrated it (startApp's FirstScreen): what a visitor typed or pressed
  // before then would be lost.
  const withRoot = shell.replace(/<div id="?root"?><\/div>/, () => `<div id="root" inert>${markup}</div>`);
  if (withRoot === shell) throw new Error('index.html has no empty <div id="root"></div> to fill');
  const links = stylesheets.map((href) => `<link href="${href}" rel="stylesheet">`).join('');
  const page = withRoot
    .replace(/<html lang="?[a-z-]*"?/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${links}</head>`);
  return scriptsToPageStart(page);
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
    for (const file of chunkFiles(pageChunks, chunk)) if (!shell.includes(`/${file}`)) files.add(`/${file}`);
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
    const pageChunks = JSON.parse(fs.readFileSync(path.join(dist, 'page-chunks.json'), 'utf8')) as Record<string, string[]>;
    for (const language of prerender.languages) {
      for (const page of prerender.prerenderedPages) {
        const firstScreen = await prerender.renderFirstScreen(page.path, language);
        const html = pageWithFirstScreen(shell, firstScreen, language, chunkStylesheets(pageChunks, page.chunks));
        writePage(path.join(dist, prerenderedPageFile(page.path, language)), html);
      }
    }
    for (const page of prerender.memberPages) {
      const html = pageAskingForChunks(shell, page.chunks, pageChunks);
      writePage(path.join(dist, memberPageFile(page.path)), page.lastScreen ? scriptsToPageStart(html) : html);
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
