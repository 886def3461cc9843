// One webpack configuration for the shell and every remote. Each app calls it from its own
// webpack.config.js, so each builds, versions and deploys alone (no app depends on another's build).
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps');
const { EmitJsonPlugin } = require('./emit-json-plugin');
const { PreloadStartupPlugin } = require('./preload-startup-plugin');

function federationRuntimeAliases() {
  const root = path.resolve(__dirname, '../../node_modules/@module-federation');
  return {
    '@module-federation/runtime-core$': path.join(root, 'runtime-core/dist/index.js'),
    '@module-federation/sdk$': path.join(root, 'sdk/dist/index.js'),
  };
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name       federation name (catalog, auth, ..., shell)
 * @param {number} app.port       dev-server port
 * @param {Record<string,string>} [app.exposes]  modules a remote exposes
 * @param {Record<string,unknown>} [app.extraAssets]  JSON files emitted next to index.html
 * @param {string} [app.buildId]  the build's id (an app with a Node build too passes one to both)
 */
// Where index.html finds the start-up scripts: the CDN path (PUBLIC_PATH) or the site root.
const htmlPublicPath = process.env.PUBLIC_PATH || '/';

function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = require(path.join(app.dir, 'package.json'));
    const buildId =
      app.buildId ||
      `${pkg.version}+${Date.now().toString(36)}.${crypto.randomBytes(3).toString('hex')}`;
    const env = {
      API_ADDRESS: process.env.API_ADDRESS || 'localhost:3333',
      PRODUCT_KEY: process.env.PRODUCT_KEY || 'catalogo',
      APP_NAME: app.name,
      APP_VERSION: pkg.version,
      BUILD_ID: buildId,
    };
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/main.ts' },
      context: app.dir,
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: process.env.PUBLIC_PATH || 'auto',
        // Pitfall 4: the federation entry needs a stable name; the hash goes on chunks.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: `catalogo_${app.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // One build (ESM) of the federation runtime: the external-runtime injection requires the
        // CommonJS build, which would otherwise sit beside the ESM one in the shell's entry.
        alias: federationRuntimeAliases(),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|webp|svg|ico)$/, type: 'asset/resource' },
          // Emotion's bundle imports hoist-non-react-statics for its side effects, which it has
          // none of; the package does not say so, so webpack kept it (and its own react-is)
          // in every first page. Its one user, Emotion's withTheme, imports it by name.
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes || {},
          remotes: {},
          shared: sharedDeps(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // The shell provides the federation runtime core once; production remotes use it
          // instead of each shipping a copy (about 18 KB gzip per remote). Development builds
          // keep their own, so a remote's dev harness runs alone.
          // target 'web' drops the runtime's Node.js script loader from browser bundles.
          experiments: {
            ...(app.exposes ? { externalRuntime: production } : { provideExternalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        new webpack.DefinePlugin(
          Object.fromEntries(
            Object.entries(env).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)]),
          ),
        ),
        new HtmlWebpackPlugin({
          // One page template for all apps; a remote's page is only its dev harness.
          template: path.join(__dirname, 'index.html'),
          title: app.exposes ? `${app.name} · Catálogo Eletrônico` : 'Catálogo Eletrônico',
          // A 48 px PNG, not an SVG: the browser draws an SVG icon in a document of its own on
          // the page's main thread, after the first paint (a 15-19 ms task in three unthrottled
          // loads of the home, 89 ms in one Lighthouse trace); a 410-byte PNG is just decoded.
          favicon: path.join(__dirname, 'favicon.png'),
          chunks: ['main'],
          // index.html is served for deep links (/panel/x), so its script path is absolute: the
          // CDN's PUBLIC_PATH when the files are served from one, else the site root.
          publicPath: htmlPublicPath,
        }),
        new PreloadStartupPlugin({ entry: 'main', publicPath: htmlPublicPath }),
        new EmitJsonPlugin({
          'build-info.json': { name: app.name, version: pkg.version, buildId },
          ...(app.extraAssets || {}),
        }),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: {} },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '0.0.0.0',
        allowedHosts: 'all',
        historyApiFallback: true,
        hot: false,
        // Pitfall 5: the shell on another origin reads this remote's manifest.
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createConfig };
