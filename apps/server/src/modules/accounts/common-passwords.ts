// Rejects the most common leaked passwords (issue 3 Build 1). The list is data/common-passwords.txt,
// written by scripts/write-common-passwords.ts (see there for its source).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '#server-root.ts';

export const commonPasswordsFile = path.join(
  serverRoot,
  'src/modules/accounts/data/common-passwords.txt',
);

let commonPasswords: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

/**
 * Whether a password is a common one, ignoring case and the digits or symbols people add around a
 * word to pass composition rules ("Password1!", "!Dragon2024" both count).
 */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return list.has(lower) || (core.length >= 4 && list.has(core));
}
