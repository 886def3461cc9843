// The singletons every app shares through Module Federation (DESIGN.md §2).
// MUI, React Router and Emotion are not listed on their own: apps import them only through
// @catalogo/shared-ui, and Redux, React Redux and RTK Query only through @catalogo/shared-auth
// (an ESLint rule enforces both). So the one shared-ui singleton carries the one copy of the
// first three and the one shared-auth singleton the one copy of the others, each tree-shaken to
// what is used. A shared module cannot be tree-shaken: sharing '@mui/material' whole ships
// about 133 KB gzip, react-router about 60 KB (against about 33 KB for the part we use), and
// sharing Emotion, Redux Toolkit and React Redux on their own cost 7 KB gzip and four requests
// on the first page. The federation journey test checks each library is downloaded once.
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
