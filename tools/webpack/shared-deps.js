// The singletons every app shares through Module Federation (DESIGN.md §2).
// MUI and React Router are not listed on their own: apps import them only through
// @catalogo/shared-ui (an ESLint rule enforces this), so the one shared-ui singleton carries the
// one copy of each, tree-shaken to what shared-ui exports. A shared module cannot be
// tree-shaken: sharing '@mui/material' whole ships about 133 KB gzip, react-router about 60 KB
// (against about 33 KB for the part we use). RTK Query lives inside the shared-auth singleton.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) =>
  require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const workspaceVersion = (folder) => require(path.join(root, folder, 'package.json')).version;

const singleton = (pkg, requiredVersion) => ({
  singleton: true,
  requiredVersion,
  version: version(pkg),
});

function sharedDeps() {
  return {
    react: singleton('react', '^19.0.0'),
    'react-dom': singleton('react-dom', '^19.0.0'),
    'react-redux': singleton('react-redux', '^9.0.0'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit', '^2.0.0'),
    '@emotion/react': singleton('@emotion/react', '^11.14.0'),
    '@emotion/styled': singleton('@emotion/styled', '^11.14.0'),
    '@catalogo/shared-ui': {
      singleton: true,
      requiredVersion: `^${workspaceVersion('shared-ui')}`,
      version: workspaceVersion('shared-ui'),
    },
    '@catalogo/shared-auth': {
      singleton: true,
      requiredVersion: `^${workspaceVersion('shared-auth')}`,
      version: workspaceVersion('shared-auth'),
    },
  };
}

module.exports = { sharedDeps };
