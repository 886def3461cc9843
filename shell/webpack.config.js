const crypto = require('node:crypto');
const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config');
const { createNodeConfig } = require('../tools/webpack/create-node-config');
const pkg = require('./package.json');

// The shell is a host with no build-time remotes: it reads remotes.json at run time. Its Node
// server (dist-server/: server.js, and render.js, the render runtime with the shell's screens)
// renders the public pages (DESIGN §9).
module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const buildId = `${pkg.version}+${Date.now().toString(36)}.${crypto.randomBytes(3).toString('hex')}`;
  const browser = createConfig({
    dir: __dirname,
    name: 'shell',
    port: 4200,
    extraAssets: { 'remotes.json': require('./remotes.json') },
    buildId,
  })(env, argv);
  if (argv.mode === 'development' && process.env.WEBPACK_SERVE) return browser;
  const server = createNodeConfig(
    {
      dir: __dirname,
      entry: { server: './server/main.ts', render: './server/render/runtime.tsx' },
      outputPath: path.join(__dirname, 'dist-server'),
      filename: '[name].js',
      env: {
        API_ADDRESS: process.env.API_ADDRESS || 'localhost:3333',
        PRODUCT_KEY: process.env.PRODUCT_KEY || 'catalogo',
        APP_NAME: 'shell',
        APP_VERSION: pkg.version,
        BUILD_ID: buildId,
      },
      // Everything else (React, MUI, the shared libraries, the screens) is in render.js.
      external: (request) => /^(fastify|sirv)$/.test(request),
    },
    production,
  );
  return [
    { ...browser, name: 'browser' },
    { ...server, name: 'server', output: { ...server.output, clean: true } },
  ];
};
