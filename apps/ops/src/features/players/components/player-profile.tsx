// issue 29 §2: what support reads about a player.
import type { OpsPlayerQuery } from '@levelup/api/generated/ops/graphql';
import { formatNumber, formatWhen } from '#shared/format.ts';
import { SectionHeading } from '#shared/page-heading.tsx';
import { Table } from '#shared/table.tsx';

export type OpsPlayerRecord = OpsPlayerQuery['opsPlayer'];

export const playerName = (player: OpsPlayerRecord) =>
  player.username
    ? `${player.username}#${player.discriminator ?? '0000'}`
    : (player.email ?? player.id);

export function PlayerProfile({ player }: { player: OpsPlayerRecord }) {
  const signInMethods = [
    ...(player.hasPassword ? ['E-mail and password'] : []),
    ...player.identities.map((identity) => `${identity.provider} (${identity.id})`),
    ...player.wallets.map((wallet) => `Wallet ${wallet}`),
  ];
  const counts: [string, number][] = [
    ['Claims', player.claims],
    ['Reservations', player.reservations],
    ['Mints', player.mints],
    ['Referrals', player.referrals],
    ['Chest openings', player.chestOpenings],
    ['Live sessions', player.liveSessions],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section>
        <SectionHeading>Profile</SectionHeading>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-bold">Id</dt>
          <dd className="break-all">{player.id}</dd>
          <dt className="font-bold">E-mail</dt>
          <dd>{player.email ?? '—'}</dd>
          <dt className="font-bold">Referral code</dt>
          <dd>{player.referralCode ?? '—'}</dd>
          <dt className="font-bold">Joined</dt>
          <dd>{formatWhen(player.createdAt)}</dd>
          <dt className="font-bold">Banned</dt>
          <dd>{player.bannedAt ? formatWhen(player.bannedAt) : 'No'}</dd>
          <dt className="font-bold">Sign-in methods</dt>
          <dd>
            <ul>
              {signInMethods.length === 0 ? <li>None</li> : null}
              {signInMethods.map((method) => (
                <li key={method} className="break-all">
                  {method}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <SectionHeading>Counts</SectionHeading>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {counts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-bold">{label}</dt>
              <dd>{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <SectionHeading>Balances</SectionHeading>
        <Table caption="What the player holds" headers={['Item', 'Amount']}>
          {player.balances.map((balance) => (
            <tr key={balance.itemKey}>
              <td>{balance.itemKey}</td>
              <td>{formatNumber(balance.amount)}</td>
            </tr>
          ))}
        </Table>
        <SectionHeading>Seasons</SectionHeading>
        <Table caption="XP per season" headers={['Group', 'Season', 'XP']}>
          {player.seasons.map((season) => (
            <tr key={`${season.group}-${season.key}`}>
              <td>{season.group}</td>
              <td>{season.key}</td>
              <td>{formatNumber(season.xp)}</td>
            </tr>
          ))}
        </Table>
      </section>
      <section className="lg:col-span-2">
        <SectionHeading>Purchases</SectionHeading>
        <Table
          caption="Card and crypto purchases with their provider ids"
          headers={['When', 'Item', 'Quantity', 'Paid with', 'Status', 'Provider id']}
        >
          {player.purchases.map((purchase, index) => (
            <tr key={`${purchase.at}-${index}`}>
              <td>{formatWhen(purchase.at)}</td>
              <td>{purchase.itemKey}</td>
              <td>{purchase.quantity}</td>
              <td>{purchase.paymentType}</td>
              <td>{purchase.status}</td>
              <td className="break-all">
                {purchase.stripePaymentIntent ?? purchase.txHash ?? '—'}
              </td>
            </tr>
          ))}
        </Table>
      </section>
    </div>
  );
}
