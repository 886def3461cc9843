declare const __webpack_public_path__: string | undefined;

/** URL of a file deployed next to the shell's index.html (remotes.json, build-info.json). */
export function shellAssetUrl(file: string): URL {
  const publicPath =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__
      ? __webpack_public_path__
      : '/';
  return new URL(file, new URL(publicPath, window.location.href));
}
