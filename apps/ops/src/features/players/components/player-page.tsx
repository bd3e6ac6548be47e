// issue 29 §2: /ops/players/$id: the player's record, ledger and actions.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { PageHeading } from '#shared/page-heading.tsx';
import { playerQueryOptions } from '../api/players.ts';
import { PlayerActions } from './player-actions.tsx';
import { PlayerLedger } from './player-ledger.tsx';
import { PlayerProfile, playerName } from './player-profile.tsx';

export function PlayerPage({ playerId }: { playerId: string }) {
  const player = useQuery(playerQueryOptions(playerId));
  return (
    <>
      <Link to="/players" className="text-sm text-accent underline">
        Find another player
      </Link>
      <ErrorAlert error={player.error} />
      {player.isLoading ? <p role="status">Loading the player…</p> : null}
      {player.data ? (
        <>
          <PageHeading>{playerName(player.data)}</PageHeading>
          <PlayerActions player={player.data} />
          <PlayerProfile player={player.data} />
          <PlayerLedger
            playerId={player.data.id}
            currencies={player.data.balances.map((balance) => balance.itemKey)}
          />
        </>
      ) : null}
    </>
  );
}
