// Codegen hook (codegen.ts afterOneFileWrite): marks each generated document constant as pure, so the
// apps' bundler drops the documents no code imports. The client preset writes them as
// `new TypedDocumentString(...)`, a constructor call a bundler must otherwise keep (about 3.4 KB of
// document text in every first load; issue 28's 150 KiB budget).
import { readFileSync, writeFileSync } from 'node:fs';

const CONSTRUCTION = /= (?:\/\* @__PURE__ \*\/ )?new TypedDocumentString\(/g;

for (const file of process.argv.slice(2)) {
  if (!file.endsWith('.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const marked = text.replace(CONSTRUCTION, '= /* @__PURE__ */ new TypedDocumentString(');
  if (marked !== text) writeFileSync(file, marked);
}
