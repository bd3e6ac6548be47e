import type { OpsDataFilePreviewFieldsFragment } from '@levelup/api/generated/ops/graphql';
import { formatNumber } from '#shared/format.ts';
import { Table } from '#shared/table.tsx';

/** What applying a file would change (or changed): files, rows per table, players it affects. */
export function DataFileDiff({ preview }: { preview: OpsDataFilePreviewFieldsFragment }) {
  return (
    <div className="flex flex-col gap-4">
      <Table caption="Files" headers={['File', 'Kind', 'Changes']}>
        {preview.files.map((file) => (
          <tr key={file.source}>
            <td>{file.source}</td>
            <td>{file.kind}</td>
            <td>{formatNumber(file.changes)}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Rows per table" headers={['Table', 'Added', 'Changed', 'Removed']}>
        {preview.tables.map((table) => (
          <tr key={table.table}>
            <td>{table.table}</td>
            <td>{formatNumber(table.added)}</td>
            <td>{formatNumber(table.changed)}</td>
            <td>{formatNumber(table.removed)}</td>
          </tr>
        ))}
      </Table>
      <p>
        Players holding a reward that would change:{' '}
        <strong>{formatNumber(preview.playersHoldingChangedRewards)}</strong>
      </p>
      <p className="text-sm break-all text-ink-muted">SHA-256 {preview.sha256}</p>
    </div>
  );
}
