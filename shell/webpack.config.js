const { createConfig } = require('../tools/webpack/create-config');

// The shell is a host with no build-time remotes: it reads remotes.json at run time.
module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 4200,
  extraAssets: { 'remotes.json': require('./remotes.json') },
});
