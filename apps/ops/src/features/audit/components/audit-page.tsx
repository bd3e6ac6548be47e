// issue 29 §5: /ops/audit: filters, the log, and its CSV.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@levelup/ui/primitives/button';
import { TextField } from '@levelup/ui/forms/text-field';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { formatJson, formatWhen } from '#shared/format.ts';
import { PageHeading } from '#shared/page-heading.tsx';
import { Table } from '#shared/table.tsx';
import { auditCsv, auditLogQueryOptions, type AuditFilters } from '../api/audit.ts';

const NO_FILTER: AuditFilters = { actor: '', player: '', action: '' };

/** Saves text as a file through a Blob link. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Once the click's download has started (the next task), the Blob can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function AuditPage() {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTER);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTER);
  const [csvError, setCsvError] = useState<unknown>(null);
  const log = useQuery(auditLogQueryOptions(filters));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const downloadCsv = async () => {
    setCsvError(null);
    try {
      download(await auditCsv(filters), 'audit-log.csv');
    } catch (failure) {
      setCsvError(failure);
    }
  };
  const field = (name: keyof AuditFilters, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );

  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <form className="mb-4 flex flex-wrap items-end gap-3" onSubmit={search}>
        {field('actor', 'Actor', 'e.g. console:operator@levelup.local')}
        {field('player', 'Player', 'Id or e-mail')}
        {field('action', 'Action', 'e.g. item.grant')}
        <Button type="submit">Search</Button>
        <Button variant="secondary" onClick={() => void downloadCsv()}>
          Download CSV
        </Button>
      </form>
      <ErrorAlert error={log.error ?? csvError} />
      <Table
        caption="Newest first"
        headers={['When', 'Who', 'Action', 'Player', 'Reason', 'Before → after']}
      >
        {(log.data ?? []).map((entry) => (
          <tr key={entry.id}>
            <td>{formatWhen(entry.at)}</td>
            <td className="break-all">{entry.actor}</td>
            <td>{entry.action}</td>
            <td className="break-all">{entry.playerEmail ?? entry.playerId ?? '—'}</td>
            <td>{entry.reason}</td>
            <td className="max-w-xs font-mono text-xs break-all">
              {formatJson(entry.before)} → {formatJson(entry.after)}
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
