import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Compiler, type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';

/** Gzipped JavaScript the home page loads before it can render (issue budget). */
const HOME_JS_BUDGET_GZ = 140 * 1024;

/**
 * Fails the build when the initial JavaScript of the entry point, gzipped, is over budget.
 * webpack's own `performance` hints only measure raw bytes, so they back this up on raw size.
 */
class GzipBudgetPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('GzipBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'GzipBudgetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () =>
        this.check(compiler, compilation),
      );
    });
  }

  private check(compiler: Compiler, compilation: webpack.Compilation) {
    const entry = compilation.entrypoints.get('main');
    if (!entry) return;
    let total = 0;
    const lines: string[] = [];
    for (const file of entry.getFiles()) {
      if (!file.endsWith('.js')) continue;
      const source = compilation.getAsset(file)?.source.buffer();
      if (!source) continue;
      const gz = zlib.gzipSync(source, { level: 9 }).length;
      total += gz;
      lines.push(`  ${file}: ${(gz / 1024).toFixed(1)} KB gz`);
    }
    const summary = `Home page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${HOME_JS_BUDGET_GZ / 1024} KB)`;
    if (total > HOME_JS_BUDGET_GZ) {
      compilation.errors.push(new webpack.WebpackError(`${summary}\n${lines.join('\n')}`));
    } else if (compiler.options.mode === 'production') {
      console.log(summary);
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
 * The app shell, styles, images, icons and every lazy page's chunk of this build, so that offline a
 * reload opens the app and any page opens. Nothing else: no runtime caching, so API answers,
 * receipts and the PDFs always come from the network. A new build waits until the build check
 * (src/client/frame/buildCheck) tells it to take over, then claims the open pages.
 */
const serviceWorkerOptions: ConstructorParameters<typeof GenerateSW>[0] = {
  swDest: 'sw.js',
  // One file from our own origin: the Content-Security-Policy allows no other script host.
  inlineWorkboxRuntime: true,
  sourcemap: false,
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  // meta.json must come from the network, or the build check would never see a newer build.
  exclude: [/\.map$/, /\.gz$/, /\.LICENSE\.txt$/, /^meta\.json$/],
  // File names that carry a content hash need no revision of their own.
  dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
  navigateFallback: '/index.html',
  // Addresses a member may open that are not the web app's pages.
  navigateFallbackDenylist: [/^\/api\//, /^\/pdf\//, /^\/(metrics|healthz|livez|readyz)$/],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const buildId = process.env.BUILD_ID || Date.now().toString(36);
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/member/index.tsx' },
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
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId), __SERVICE_WORKER__: JSON.stringify(production), __SUPPORT_REPLAY__: JSON.stringify(process.env.SUPPORT_REPLAY === 'true') }),
      // moment ships ~130 locales; the app speaks English and Malay only.
      new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/(ms)$/),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({ filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css' }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] }),
      new BuildMetaPlugin(buildId),
      // The service worker (sw.js): in production only, since a watching build would precache files that keep changing.
      ...(production ? [new GenerateSW(serviceWorkerOptions)] : []),
      ...(production ? [new CompressionPlugin({ test: /\.(js|css|html|svg|json|webmanifest)$/, threshold: 1024 }), new GzipBudgetPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
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
