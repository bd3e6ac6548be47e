// issue 29 §3: every applied file with its hash, author and time; any version can be re-applied.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { formatWhen } from '#shared/format.ts';
import { SectionHeading } from '#shared/page-heading.tsx';
import { ReasonDialog } from '#shared/reason-dialog.tsx';
import { Table } from '#shared/table.tsx';
import { dataFileHistoryQueryOptions, dataFileKeys, reapplyDataFile } from '../api/data-files.ts';

export function DataFileHistory() {
  const queryClient = useQueryClient();
  const history = useQuery(dataFileHistoryQueryOptions());
  return (
    <section>
      <SectionHeading>History</SectionHeading>
      <ErrorAlert error={history.error} />
      <Table
        caption="Applied data files, newest first"
        headers={['Version', 'File', 'Kind', 'Author', 'Applied', 'SHA-256', 'Action']}
      >
        {(history.data ?? []).map((version) => (
          <tr key={version.version}>
            <td>
              {version.version}
              {version.reappliedFrom !== null && version.reappliedFrom !== undefined
                ? ` (from ${version.reappliedFrom})`
                : ''}
            </td>
            <td>{version.name}</td>
            <td>{version.kind}</td>
            <td className="break-all">{version.author}</td>
            <td>{formatWhen(version.appliedAt)}</td>
            <td className="font-mono text-xs">{version.sha256.slice(0, 12)}</td>
            <td>
              <ReasonDialog
                action="Re-apply"
                title={`Re-apply version ${version.version}`}
                triggerLabel={`Re-apply version ${version.version}`}
                onConfirm={async (reason) => {
                  await reapplyDataFile(version.version, reason);
                  await queryClient.invalidateQueries({ queryKey: dataFileKeys.history });
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
