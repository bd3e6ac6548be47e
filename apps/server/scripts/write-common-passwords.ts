// Writes src/modules/accounts/data/common-passwords.txt: the 5,000 most common leaked passwords of
// at least 4 characters, lower-cased, most common first. Source: the frequency-ranked password list
// of the npm package @zxcvbn-ts/language-common (MIT; src/passwords.json, built by the zxcvbn project
// from leaked password corpora). Run: pnpm --filter @levelup/server exec tsx scripts/write-common-passwords.ts
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { commonPasswordsFile } from '#modules/accounts/common-passwords.ts';

const COUNT = 5000;
const MIN_LENGTH = 4;

const require = createRequire(import.meta.url);
const ranked = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
const picked = [
  ...new Set(
    ranked.map((entry) => entry.toLowerCase()).filter((entry) => entry.length >= MIN_LENGTH),
  ),
].slice(0, COUNT);
await writeFile(commonPasswordsFile, `${picked.join('\n')}\n`);
console.log(`Wrote ${picked.length} passwords to ${commonPasswordsFile}`);
