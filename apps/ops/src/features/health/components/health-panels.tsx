// issue 29 §1: the health panels as readable tables with simple bars.
import type { OpsSeasonHealthQuery } from '@levelup/api/generated/ops/graphql';
import { Bar } from '#shared/bar.tsx';
import { formatNumber } from '#shared/format.ts';
import { SectionHeading } from '#shared/page-heading.tsx';
import { Table } from '#shared/table.tsx';
import { ChestPanel } from './chest-panel.tsx';

type Health = OpsSeasonHealthQuery['opsSeasonHealth'];

const maxOf = (values: number[]) => Math.max(0, ...values);

export function HealthPanels({ health }: { health: Health }) {
  const maxPlayers = maxOf(health.levels.map((row) => row.players));
  const maxXp = maxOf(health.days.map((row) => row.xp));
  const maxActive = maxOf(health.days.map((row) => row.activePlayers));
  const maxClaims = maxOf(health.claims.map((row) => row.claims));
  const maxCompletions = maxOf(health.missions.map((row) => row.completions));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section>
        <SectionHeading>Players per level</SectionHeading>
        <Table caption="Players at each level" headers={['Level', 'Players']}>
          {health.levels.map((row) => (
            <tr key={row.level}>
              <td>{row.level}</td>
              <td>
                <Bar value={row.players} max={maxPlayers} />
              </td>
            </tr>
          ))}
        </Table>
      </section>
      <section>
        <SectionHeading>XP and active players per day</SectionHeading>
        <Table caption="Per day (UTC)" headers={['Day', 'XP earned', 'Active players']}>
          {health.days.map((row) => (
            <tr key={row.day}>
              <td>{row.day}</td>
              <td>
                <Bar value={row.xp} max={maxXp} />
              </td>
              <td>
                <Bar value={row.activePlayers} max={maxActive} />
              </td>
            </tr>
          ))}
        </Table>
      </section>
      <section>
        <SectionHeading>Claims per reward</SectionHeading>
        <Table caption="Rewards claimed" headers={['Level', 'Track', 'Reward', 'Claims']}>
          {health.claims.map((row) => (
            <tr key={`${row.level}-${row.track}-${row.itemKey}`}>
              <td>{row.level}</td>
              <td>{row.track}</td>
              <td>
                {formatNumber(row.amount)} {row.itemKey}
              </td>
              <td>
                <Bar value={row.claims} max={maxClaims} />
              </td>
            </tr>
          ))}
        </Table>
      </section>
      <section>
        <SectionHeading>Sales</SectionHeading>
        <Table caption="Premium pass and boosters sold" headers={['Item', 'Paid with', 'Sold']}>
          {health.sales.map((row) => (
            <tr key={`${row.itemKey}-${row.paymentType}`}>
              <td>{row.itemKey}</td>
              <td>{row.paymentType}</td>
              <td>{formatNumber(row.sold)}</td>
            </tr>
          ))}
        </Table>
      </section>
      <section>
        <SectionHeading>Mission completions</SectionHeading>
        <Table caption="Completions per mission" headers={['Mission', 'Completions']}>
          {health.missions.map((row) => (
            <tr key={row.mission}>
              <td>
                {row.title} <span className="text-ink-muted">({row.mission})</span>
              </td>
              <td>
                <Bar value={row.completions} max={maxCompletions} />
              </td>
            </tr>
          ))}
        </Table>
      </section>
      <section>
        <SectionHeading>Economy</SectionHeading>
        <Table
          caption="Minted and burned per currency, reason and day (from the ledger)"
          headers={['Day', 'Currency', 'Reason', 'Minted', 'Burned']}
        >
          {health.economy.map((row) => (
            <tr key={`${row.day}-${row.currency}-${row.reason}`}>
              <td>{row.day}</td>
              <td>{row.currency}</td>
              <td>{row.reason}</td>
              <td>{formatNumber(row.minted)}</td>
              <td>{formatNumber(row.burned)}</td>
            </tr>
          ))}
        </Table>
      </section>
      <section className="lg:col-span-2">
        <SectionHeading>Chests: observed payouts against the odds</SectionHeading>
        {health.chests.length === 0 ? <p>No chest opened in this season.</p> : null}
        {health.chests.map((chest) => (
          <ChestPanel key={chest.chest} chest={chest} />
        ))}
      </section>
    </div>
  );
}
