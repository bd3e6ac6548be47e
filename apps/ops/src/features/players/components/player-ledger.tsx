// issue 29 §2: the player's ledger line by line with running balances, filtered by currency.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { formatDelta, formatNumber, formatWhen } from '#shared/format.ts';
import { SectionHeading } from '#shared/page-heading.tsx';
import { Table } from '#shared/table.tsx';
import { ledgerQueryOptions } from '../api/players.ts';

export function PlayerLedger({
  playerId,
  currencies,
}: {
  playerId: string;
  currencies: readonly string[];
}) {
  const id = useId();
  const [currency, setCurrency] = useState('');
  const ledger = useQuery(ledgerQueryOptions(playerId, currency || null));
  return (
    <section aria-labelledby={`${id}-title`}>
      <div id={`${id}-title`}>
        <SectionHeading>Ledger</SectionHeading>
      </div>
      <div className="mb-2 flex items-center gap-2">
        <label htmlFor={`${id}-currency`} className="text-sm font-bold">
          Currency
        </label>
        <select
          id={`${id}-currency`}
          className="h-9 rounded-md border border-ink-muted/40 bg-surface px-2 text-ink"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          <option value="">All</option>
          {currencies.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </div>
      <ErrorAlert error={ledger.error} />
      <Table
        caption="Newest first; the balance is the currency's after the line"
        headers={['When', 'Currency', 'Change', 'Balance', 'Reason', 'Key']}
      >
        {(ledger.data ?? []).map((line) => (
          <tr key={line.id}>
            <td>{formatWhen(line.at)}</td>
            <td>{line.currency}</td>
            <td className="tabular-nums">{formatDelta(line.delta)}</td>
            <td className="tabular-nums">{formatNumber(line.balance)}</td>
            <td>{line.reason}</td>
            <td className="break-all text-ink-muted">{line.idempotencyKey}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
