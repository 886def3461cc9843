// The Node builds of the server rendering (DESIGN §9): the shell's server and a remote's server
// entry. One file each (no chunks to fetch or resolve at run time), not minified (read in stack
// traces), with the same swc and DefinePlugin settings as the browser builds.
const path = require('node:path');
const webpack = require('webpack');

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder
 * @param {Record<string,string>} options.entry
 * @param {string} options.outputPath   where the files go
 * @param {string} options.filename     output file name pattern
 * @param {Record<string,string>} options.env  process.env.X values baked in
 * @param {(request: string) => boolean | Error} options.external  which requests stay require()s
 * @param {webpack.WebpackPluginInstance[]} [options.plugins]
 * @param {boolean} production
 */
function createNodeConfig(options, production) {
  const { dir, entry, outputPath, filename, env, external, plugins = [] } = options;
  return {
    mode: production ? 'production' : 'development',
    target: 'node20',
    devtool: false,
    context: dir,
    entry,
    output: {
      path: outputPath,
      filename,
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The browser's builds of React's server parts would need a DOM-less stream polyfill.
      conditionNames: [
        'node',
        production ? 'production' : 'development',
        'webpack',
        'import',
        'require',
        'default',
      ],
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        const answer = request ? external(request) : false;
        if (answer instanceof Error) return callback(answer);
        return answer ? callback(null, `commonjs ${request}`) : callback();
      },
    ],
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
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|svg|ico)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(env).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)]),
        ),
      ),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...plugins,
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createNodeConfig, nodeModulePath: (p) => path.resolve(__dirname, '../..', p) };
