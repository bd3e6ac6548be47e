// What `season apply` and `season reapply` print: the rows each file changed, or, for a preview
// (--dry-run, issue 29 §3), what each file would change, table by table, and the players it affects.
import path from 'node:path';
import type { AppliedFile } from '#season-files/apply-files.ts';
import type { DataFilePreview } from '#season-files/data-file-preview.ts';

type Output = { out: (line: string) => void };

/** A file as the operator named it: relative to the working directory when it is below it. */
function shown(source: string): string {
  const relative = path.relative(process.cwd(), source);
  return relative.startsWith('..') ? source : relative;
}

export function reportApplied(output: Output, applied: readonly AppliedFile[]): void {
  for (const file of applied)
    output.out(`applied ${shown(file.source)} (${file.kind}): ${file.changes} rows changed`);
}

export function reportPreview(output: Output, preview: DataFilePreview): void {
  for (const file of preview.files)
    output.out(
      `would apply ${shown(file.source)} (${file.kind}): ${file.changes} rows would change`,
    );
  for (const table of preview.tables)
    output.out(
      `  ${table.table}: ${table.added} added, ${table.changed} changed, ${table.removed} removed`,
    );
  if (preview.playersHoldingChangedRewards > 0)
    output.out(
      `  ${preview.playersHoldingChangedRewards} players have collected a reward this changes or removes`,
    );
  output.out('Dry run: nothing was applied.');
}
