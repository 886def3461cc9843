const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config');
const { createNodeConfig } = require('../tools/webpack/create-node-config');
const pkg = require('./package.json');

// A remote: it exposes its route tree; the shell mounts it at run time. A second, Node build of
// its server entry (dist/server/) lets the shell's server render the public pages with the same
// components (DESIGN §9); mf-manifest.json names it (metaData.ssrRemoteEntry).

// The singletons the shell's server provides (tools/webpack/shared-deps.js, the browser's share
// scope). MUI, Emotion, React Router, Redux come only through shared-ui and shared-auth: a copy
// of one of them in this build would be a second instance with its own contexts.
const SHARED = /^(react|react-dom)(\/.*)?$|^@catalogo\/shared-(ui|auth)$/;
const FORBIDDEN = /^(@mui\/|@emotion\/|react-router|react-redux|@reduxjs\/toolkit|redux$)/;

/** Adds the server entry to mf-manifest.json once both builds are written. */
class ManifestServerEntryPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ManifestServerEntryPlugin', (compilation) => {
      const file = [...compilation.getAssets()].map((a) => a.name).find((n) => n.endsWith('.js'));
      const manifestFile = path.join(__dirname, 'dist', 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.metaData.ssrRemoteEntry = { name: file, path: 'server', type: 'commonjs-module' };
      fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const buildId = `${pkg.version}+${Date.now().toString(36)}.${crypto.randomBytes(3).toString('hex')}`;
  const browser = createConfig({
    dir: __dirname,
    name: 'catalog',
    port: 4201,
    exposes: { './routes': './src/app/routes.tsx' },
    buildId,
  })(env, argv);
  // The dev server serves the browser build only.
  if (argv.mode === 'development' && process.env.WEBPACK_SERVE) return browser;
  const server = createNodeConfig(
    {
      dir: __dirname,
      entry: { 'server-entry': './src/server/server-entry.tsx' },
      outputPath: path.join(__dirname, 'dist', 'server'),
      filename: '[name].[contenthash:8].js',
      env: { APP_NAME: 'catalog', APP_VERSION: pkg.version, BUILD_ID: buildId },
      external: (request) =>
        SHARED.test(request) ||
        (FORBIDDEN.test(request)
          ? new Error(`${request} must come through @catalogo/shared-ui or shared-auth`)
          : false),
      plugins: [new ManifestServerEntryPlugin()],
    },
    production,
  );
  return [
    { ...browser, name: 'browser' },
    { ...server, name: 'server', dependencies: ['browser'] },
  ];
};
