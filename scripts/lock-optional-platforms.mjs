// The npm registry these machines reach serves only the packages of their own platform, so
// `npm install` leaves the other platforms' optional binaries (@swc/core-darwin-arm64 and the
// like) out of package-lock.json, and `npm ci` then refuses the lockfile as incomplete. This
// records each missing optional binary with the version its parent pins; `npm ci` skips it on
// this platform as it would on any other. Run it after changing dependencies (npm run lock:fix).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location.includes('node_modules/') ? location.slice(0, location.lastIndexOf('node_modules/')) : '';
    const candidates = [`${location}/node_modules/${name}`, `${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => lock.packages[candidate])) continue;
    lock.packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ''), dev: entry.dev, optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`Recorded ${added} optional platform packages\n`);
