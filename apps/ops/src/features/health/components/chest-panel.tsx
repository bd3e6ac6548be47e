import type { OpsSeasonHealthQuery } from '@levelup/api/generated/ops/graphql';
import { formatNumber } from '#shared/format.ts';
import { Table } from '#shared/table.tsx';

type Chest = OpsSeasonHealthQuery['opsSeasonHealth']['chests'][number];

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** issue 29 §1: a chest's payouts against its published odds, flagged when they depart, the test named. */
export function ChestPanel({ chest }: { chest: Chest }) {
  const verdict =
    chest.pValue === null
      ? `${chest.test}: too few openings to test.`
      : `${chest.test}: p = ${chest.pValue.toPrecision(3)}.`;
  return (
    <div className={`mb-4 rounded-md p-3 ${chest.flagged ? 'border-2 border-danger' : ''}`}>
      <p className="font-bold">
        {chest.chest} · {formatNumber(chest.openings)} openings
        {chest.flagged ? (
          <span className="ml-2 rounded bg-danger px-2 py-0.5 text-surface">
            Flagged: departs from its odds
          </span>
        ) : null}
      </p>
      <p className="text-sm text-ink-muted">{verdict}</p>
      <Table
        caption={`${chest.chest}: expected and observed`}
        headers={['Payout', 'Expected', 'Observed']}
      >
        {chest.lines.map((line) => (
          <tr key={line.label}>
            <td>{line.label}</td>
            <td>{percent(line.expected)}</td>
            <td>
              {formatNumber(line.observed)}
              {chest.openings > 0 ? ` (${percent(line.observed / chest.openings)})` : ''}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
