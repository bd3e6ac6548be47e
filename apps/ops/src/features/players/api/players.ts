// issue 29 §2: a player, their ledger, and the support actions (each with a reason, audited).
import { queryOptions } from '@tanstack/react-query';
import { OpsPlayerDocument, OpsPlayerLedgerDocument } from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

export const playerKeys = {
  all: ['ops', 'player'] as const,
  player: (who: string) => ['ops', 'player', who] as const,
  ledger: (playerId: string, currency: string | null) =>
    ['ops', 'player', playerId, 'ledger', currency] as const,
};

export const findPlayer = async (who: string) =>
  (await api.request(OpsPlayerDocument, { who })).opsPlayer;

export const playerQueryOptions = (id: string) =>
  queryOptions({ queryKey: playerKeys.player(id), queryFn: () => findPlayer(id) });

export const ledgerQueryOptions = (playerId: string, currency: string | null) =>
  queryOptions({
    queryKey: playerKeys.ledger(playerId, currency),
    queryFn: async () =>
      (await api.request(OpsPlayerLedgerDocument, { playerId, currency, limit: 200 }))
        .opsPlayerLedger,
  });
