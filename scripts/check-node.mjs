// Stops early, with one line saying what to install, when this Node.js is not one the project
// supports (the root package.json's `engines.node`, e.g. "^22.19.0 || >=24"). `npm install` is
// guarded by `engine-strict` in .npmrc; `npm start` and `npm test` run this first.
//
//   node scripts/check-node.mjs [version]   (version defaults to this Node's; exit 1 if unsupported)
//
// Plain JavaScript with no dependency and no newer syntax: it has to run on old Node versions,
// before `npm install`.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const RANGE = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .engines.node;

const parse = (version) => {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(version).trim());
  return m ? [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)] : null;
};
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

// The subset of npm's semver ranges that `engines.node` uses: clauses joined by `||`, each
// `^X.Y.Z` (same major, at least X.Y.Z) or `>=X.Y.Z`. Anything else is an error here, so that the
// range and this check cannot silently disagree (the unit test holds them together).
export function satisfies(version, range = RANGE) {
  const v = parse(version);
  if (!v) throw new Error(`not a Node.js version: ${version}`);
  return range.split('||').some((clause) => {
    const m = /^\s*(\^|>=)\s*(\S+)\s*$/.exec(clause);
    const min = m && parse(m[2]);
    if (!min) throw new Error(`engines.node clause not understood: "${clause.trim()}"`);
    return m[1] === '^' ? v[0] === min[0] && compare(v, min) >= 0 : compare(v, min) >= 0;
  });
}

// The newest major the range names ("^22.19.0 || >=24" -> 24) and the older ones it accepts
// ("22.19 and later 22.x").
function majors(range = RANGE) {
  const clauses = range.split('||').map((c) => parse(c.trim().replace(/^(\^|>=)/, '')));
  const newest = Math.max(...clauses.map((v) => v[0]));
  const older = clauses
    .filter((v) => v[0] !== newest)
    .map((v) => `${v[0]}.${v[1]} and later ${v[0]}.x`);
  return { newest, older };
}

export function message(version, range = RANGE) {
  const { newest, older } = majors(range);
  const also = older.length ? ` (or ${older.join(', ')})` : '';
  return (
    `Catálogo Eletrônico needs Node.js ${newest} LTS${also}; this is Node.js ` +
    `${String(version).replace(/^v/, '')}. Install Node.js ${newest} LTS ` +
    `(https://nodejs.org/en/download, or \`nvm install\` here), then run \`npm install\` again.`
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const version = process.argv[2] || process.version;
  if (!satisfies(version)) {
    console.error(message(version));
    process.exit(1);
  }
}
