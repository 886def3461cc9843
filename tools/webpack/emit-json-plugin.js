// Emits small JSON files (build-info.json, the shell's default remotes.json) into the output.
const { sources, Compilation } = require('webpack');

class EmitJsonPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, value] of Object.entries(this.files)) {
            compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
          }
        },
      );
    });
  }
}

module.exports = { EmitJsonPlugin };
