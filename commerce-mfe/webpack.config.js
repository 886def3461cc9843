const { createConfig } = require('../tools/webpack/create-config');

// A remote: it exposes its route tree; the shell mounts it at run time.
module.exports = createConfig({
  dir: __dirname,
  name: 'commerce',
  port: 4205,
  exposes: { './routes': './src/app/routes.tsx' },
});
