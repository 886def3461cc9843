// Lists the chunks an app loads before its first render in its index.html as
// <link rel="preload" as="script">: the entry's async boundary (bootstrap) and, through each
// shared module it consumes, the chunks of this app's own provided copy (the one the share scope
// picks when this app loads first) and what those consume in turn. Without it the browser learns
// of them one after another, once main.js and then each shared chunk has run.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const blockGroups = (module) =>
    module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) provided.set(module._name, blockGroups(module));
  }
  const seen = new Set();
  const files = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (chunk.hasRuntime()) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const own = provided.get(module.options.shareKey);
        for (const child of own ?? blockGroups(module)) visit(child);
      }
    }
  };
  // The entry's own async imports: main.ts has only the bootstrap boundary.
  for (const child of entry.getChildren()) visit(child);
  return [...files].sort();
}

class PreloadStartupPlugin {
  constructor({ entry = 'main', publicPath = '/' } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupPlugin',
        (data) => {
          const links = startupFiles(compilation, this.entry).map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadStartupPlugin' },
            attributes: { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` },
          }));
          data.headTags.push(...links);
          // The entry starts the page's early requests and first paint: a deferred script is
          // fetched at low priority, behind the preloads above, unless told otherwise.
          for (const tag of data.headTags) {
            if (tag.tagName === 'script' && tag.attributes.src)
              tag.attributes.fetchpriority = 'high';
          }
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadStartupPlugin };
