import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Compiler, type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';

/** The three web apps of the one build, each under its own path prefix with its own HTML and budget. */
interface WebApp {
  /** The entry's name, and the folder of its code under src/client. */
  name: 'member' | 'workshop' | 'careline';
  /** '' for the member app at the site's root; 'workshop/' for /workshop/… */
  prefix: string;
  /** Gzipped JavaScript its first page loads before it can render, enforced by GzipBudgetPlugin. */
  budgetKb: number;
  /** Installable apps keep their build for offline use in a service worker of their own scope. */
  installable: boolean;
}

const webApps: WebApp[] = [
  // The member's home page on a phone: the 140 KB.
  { name: 'member', prefix: '', budgetKb: 140, installable: true },
  // The counter app on a workshop's phone or tablet. React, Redux, the router, i18next and the frame
  // are 109 KB of it already; its own first page gets the rest.
  { name: 'workshop', prefix: 'workshop/', budgetKb: 120, installable: true },
  // The careline console on the careline's office computers, always online: not installable.
  { name: 'careline', prefix: 'careline/', budgetKb: 120, installable: false },
];

const appFolder = (app: WebApp) => path.resolve(__dirname, 'src/client', app.name);

/** The member app's replay kit, which only the careline console loads, as this chunk (scripts/layers.ts, REPLAY_KIT). */
const REPLAY_KIT_FOLDER = path.resolve(__dirname, 'src/client/member/replay');
const REPLAY_KIT_CHUNK = 'careline-replay-member';

/** Every chunk an entry may load: its initial chunks and, through them, every lazy one. */
function chunksOf(entry: webpack.ChunkGroup): Set<webpack.Chunk> {
  const chunks = new Set<webpack.Chunk>();
  const groups: webpack.ChunkGroup[] = [entry];
  const seen = new Set<webpack.ChunkGroup>();
  while (groups.length) {
    const group = groups.pop()!;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) chunks.add(chunk);
    groups.push(...group.getChildren());
  }
  return chunks;
}

/**
 * Fails the build when an app's initial JavaScript, gzipped, is over its budget, or when an app
 * would load another app's code (its first page or any lazy page). webpack's own `performance`
 * hints only measure raw bytes, so they back this up on raw size. Prints each app's figure in
 * production builds.
 */
class GzipBudgetPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('GzipBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'GzipBudgetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        for (const app of webApps) this.check(compiler, compilation, app);
      });
    });
  }

  private check(compiler: Compiler, compilation: webpack.Compilation, app: WebApp) {
    const entry = compilation.entrypoints.get(app.name);
    if (!entry) return;
    let total = 0;
    const lines: string[] = [];
    // The member's page also runs its first script, an entry of its own.
    const firstScripts = app.name === 'member' ? (compilation.entrypoints.get(MEMBER_START_CHUNK)?.getFiles() ?? []) : [];
    for (const file of [...firstScripts, ...entry.getFiles()]) {
      if (!file.endsWith('.js')) continue;
      const source = compilation.getAsset(file)?.source.buffer();
      if (!source) continue;
      const gz = zlib.gzipSync(source, { level: 9 }).length;
      total += gz;
      lines.push(`  ${file}: ${(gz / 1024).toFixed(1)} KB gz`);
    }
    const summary = `${app.name} app's first page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${app.budgetKb} KB)`;
    if (total > app.budgetKb * 1024) {
      compilation.errors.push(new webpack.WebpackError(`${summary}\n${lines.join('\n')}`));
    } else if (compiler.options.mode === 'production') {
      console.log(summary);
    }
    const others = webApps.filter((other) => other !== app).map(appFolder);
    // The one exception (scripts/layers.ts, REPLAY_KIT): the console's replay loads the member app's
    // replay kit, in chunks of its own; no other careline chunk holds member code, and the member's
    // own bundle never holds the kit.
    const kitGroup = app.name === 'careline' ? compilation.namedChunkGroups.get(REPLAY_KIT_CHUNK) : undefined;
    const kitChunks = kitGroup ? chunksOf(kitGroup) : new Set<webpack.Chunk>();
    for (const chunk of chunksOf(entry)) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const resource = (module as webpack.NormalModule).resource;
        const foreign = resource && others.find((folder) => resource.startsWith(`${folder}${path.sep}`));
        if (foreign && !(kitChunks.has(chunk) && foreign === appFolder(webApps[0]))) {
          compilation.errors.push(new webpack.WebpackError(`The ${app.name} app loads another app's code: ${path.relative(__dirname, resource)}`));
        }
        if (app.name === 'member' && resource?.startsWith(`${REPLAY_KIT_FOLDER}${path.sep}`)) {
          compilation.errors.push(new webpack.WebpackError(`The member app loads the careline's replay kit: ${path.relative(__dirname, resource)}`));
        }
      }
    }
  }
}

/** Writes meta.json: the app compares it with its own build to reload when a newer build is out. */
class BuildMetaPlugin {
  constructor(private readonly buildId: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BuildMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildMetaPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = JSON.stringify({ buildId: this.buildId, builtAt: new Date().toISOString() });
        compilation.emitAsset('meta.json', new webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The files of each named chunk (a page's, as routes.tsx names it) with those of the chunks it
 * needs, as page-chunks.json: a signed-in member's page asks for its page's files from its HTML, beside
 * the app's own scripts (scripts/prerender.ts), instead of once the app has started.
 */
class PageChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) files[name] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
        compilation.emitAsset(PAGE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}
const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * Which app each file of the build belongs to: an app's chunks (first page and lazy pages) are its
 * own, a file under an app's prefix (workshop/index.html) is that app's, and every other file
 * (index.html, icons, images) is the member's. A chunk two apps share (the vendor chunk) is both's.
 */
function appsOfAsset(compilation: webpack.Compilation, name: string): Set<WebApp['name']> {
  const owners = new Set<WebApp['name']>();
  for (const app of webApps) {
    const entry = compilation.entrypoints.get(app.name);
    if (!entry) continue;
    for (const chunk of chunksOf(entry)) {
      if (chunk.files.has(name) || chunk.auxiliaryFiles.has(name)) owners.add(app.name);
    }
  }
  if (owners.size > 0) return owners;
  const prefixed = webApps.find((app) => app.prefix && name.startsWith(app.prefix));
  return new Set([prefixed ? prefixed.name : 'member']);
}

/**
 * An installable app's service worker: its shell, styles, images, icons and every lazy page's chunk
 * of this build, so that offline a reload opens the app and any page opens. Nothing else: no
 * runtime caching, so API answers, receipts and the PDFs always come from the network. A new build
 * waits until the build check (src/client/frame/buildCheck) tells it to take over, then claims the
 * open pages. Each app's worker keeps only its own files, and the member's (scope /) leaves the
 * other apps' addresses to the network, so it never answers /workshop or /careline with the
 * member's page; the counter app's worker (scope /workshop/) takes over its own pages.
 */
function serviceWorkerFor(app: WebApp): ConstructorParameters<typeof GenerateSW>[0] {
  const otherPrefixes = webApps.filter((other) => other.prefix && other !== app).map((other) => other.prefix.replace(/\/$/, ''));
  return {
    swDest: `${app.prefix}sw.js`,
    // One file from our own origin: the Content-Security-Policy allows no other script host.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // Each worker's precache has a name of its own, so one app's clean-up never empties another's.
    cacheId: `quartz-${app.name}`,
    include: [({ asset, compilation }: { asset: { name: string }; compilation: webpack.Compilation }) => appsOfAsset(compilation, asset.name).has(app.name)],
    // meta.json must come from the network, or the build check would never see a newer build.
    // page-chunks.json is the build's own list, read by scripts/prerender.ts.
    exclude: [/\.map$/, /\.gz$/, /\.LICENSE\.txt$/, /^meta\.json$/, /^page-chunks\.json$/, /(^|\/)sw\.js$/],
    // File names that carry a content hash need no revision of their own.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
    navigateFallback: `/${app.prefix}index.html`,
    // Addresses a visitor may open that are not this app's pages.
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/pdf\//,
      /^\/(metrics|healthz|livez|readyz)$/,
      ...otherPrefixes.map((prefix) => new RegExp(`^/${prefix}(/|$)`)),
    ],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // The member's worker shows the server's Web Push notifications and opens their page when tapped.
    ...(app.name === 'member' ? { importScriptsViaChunks: [MEMBER_PUSH_CHUNK] } : {}),
  };
}

/** The member worker's push handlers: an entry of their own, loaded by the worker, never by a page. */
const MEMBER_PUSH_CHUNK = 'member-push';

/**
 * The member site's first script (src/client/member/pageStart.ts): a returning member's last screen,
 * and the app's scripts once a first screen is shown.
 */
const MEMBER_START_CHUNK = 'member-start';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const buildId = process.env.BUILD_ID || Date.now().toString(36);
  return {
    mode: production ? 'production' : 'development',
    entry: {
      ...Object.fromEntries(webApps.map((app) => [app.name, `./src/client/${app.name}/index.tsx`])),
      [MEMBER_PUSH_CHUNK]: './src/client/member/serviceWorker/push.ts',
      [MEMBER_START_CHUNK]: './src/client/member/pageStart.ts',
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    // No eval-based source maps: the Content-Security-Policy refuses 'unsafe-eval' in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package points every bundler at its development build (warnings and checks
      // included); a production build takes the production one.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
        // The QR reader's WebAssembly (the counter app's scanner polyfill): a file of the counter app's
        // own, served from our origin and kept by its service worker, never fetched from a CDN.
        { test: /zxing_reader\.wasm$/, type: 'asset/resource', generator: { filename: 'workshop/assets/[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId), __SERVICE_WORKER__: JSON.stringify(production) }),
      // moment ships ~130 locales; the app speaks English and Malay only.
      new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/(ms)$/),
      // Each app's own page, with its own scripts only.
      ...webApps.map(
        (app) =>
          new HtmlWebpackPlugin({
            template: `public/${app.prefix}index.html`,
            filename: `${app.prefix}index.html`,
            // The member's page runs its first script before the app's (src/client/member/pageStart.ts).
            chunks: app.name === 'member' ? [MEMBER_START_CHUNK, app.name] : [app.name],
            chunksSortMode: 'manual',
            scriptLoading: 'defer',
          }),
      ),
      new MiniCssExtractPlugin({ filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css' }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] }),
      new BuildMetaPlugin(buildId),
      new PageChunksPlugin(),
      // The service workers (sw.js, workshop/sw.js): in production only, since a watching build would precache files that keep changing.
      ...(production ? webApps.filter((app) => app.installable).map((app) => new GenerateSW(serviceWorkerFor(app))) : []),
      ...(production ? [new CompressionPlugin({ test: /\.(js|css|html|svg|json|webmanifest)$/, threshold: 1024 }), new GzipBudgetPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        // The console's first page is one file beside the vendor chunk: the member code its replay
        // kit loads would otherwise split frame code the first page needs into extra files.
        chunks: (chunk) => chunk.name !== 'careline',
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|redux-saga|@redux-saga|redux-persist|immer|reselect|i18next|react-i18next)[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
        },
      },
    },
    performance: production
      ? {
          hints: 'error',
          // Raw sizes; the gzipped home-page budget is enforced by GzipBudgetPlugin.
          maxEntrypointSize: 600 * 1024,
          maxAssetSize: 450 * 1024,
          assetFilter: (file: string) => file.endsWith('.js') || file.endsWith('.css'),
        }
      : false,
    stats: 'errors-warnings',
  };
};
