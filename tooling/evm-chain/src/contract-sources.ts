// The sha256 of the contract sources and the OpenZeppelin version they import: an artifact records it
// when compiled, and a test compares it with the sources in the tree.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export function contractSourcesHash(): string {
  const hash = createHash('sha256');
  const directory = path.join(root, 'contracts');
  for (const file of readdirSync(directory).sort()) {
    hash.update(file).update(readFileSync(path.join(directory, file)));
  }
  const openZeppelin = require('@openzeppelin/contracts/package.json') as { version: string };
  hash.update(`@openzeppelin/contracts@${openZeppelin.version}`);
  return hash.digest('hex');
}
