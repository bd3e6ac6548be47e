// Merges every module's schema.graphql into the one contract the client SDK is generated from
// (ARCHITECTURE.md "Server": the merged schema is written to packages/api/schema.graphql).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { print } from 'graphql';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.resolve(here, '../src/modules/*/schema.graphql');
const target = path.resolve(here, '../../../packages/api/schema.graphql');

const header = [
  '# GENERATED FILE, do not edit.',
  '# Written by apps/server/scripts/write-schema.ts from apps/server/src/modules/*/schema.graphql;',
  '# run `pnpm --filter @levelup/server codegen` after changing a module schema.',
].join('\n');

const merged = mergeTypeDefs(loadFilesSync(modules), { sort: true, throwOnConflict: true });
writeFileSync(target, `${header}\n\n${print(merged)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
