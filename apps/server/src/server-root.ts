// The server package's folder (apps/server), found from wherever this code runs: a module under src/
// (tsx, tests) or the bundle in dist/ (production build). Files the server reads at run time (images,
// migrations, season files, word lists, schema files) are named from here, so both layouts find them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'drizzle')) && existsSync(path.join(folder, 'package.json')))
      return folder;
    if (path.dirname(folder) === folder) throw new Error(`no server package folder above ${from}`);
  }
}

export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
