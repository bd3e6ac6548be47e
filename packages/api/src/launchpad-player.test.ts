// confirmMint (issue 13 Build 4): while the mint transaction is not in a block yet the server refuses
// with invalid-input; the helper asks again, each time under a new Idempotency-Key (the server replays
// a refusal for its key), and reports any other refusal at once.
import { ClientError } from 'graphql-request';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client.ts';
import { MINT_NOT_CONFIRMED_MESSAGE, confirmMintMutationOptions } from './launchpad-player.ts';

const refusal = (message: string) =>
  new ClientError(
    {
      status: 200,
      headers: new Headers(),
      errors: [{ message, extensions: { code: 'invalid-input' } }],
    } as never,
    { query: '' },
  );

const asset = { id: 'asset-1', txHash: '0xab' };

function confirmingClient(answers: Array<Error | null>) {
  const keys: string[] = [];
  const client = {
    request: vi.fn(
      async (_document: unknown, _variables: unknown, headers: Record<string, string>) => {
        keys.push(headers['Idempotency-Key'] ?? '');
        const answer = answers.shift();
        if (answer) throw answer;
        return { confirmMint: asset };
      },
    ),
  } as unknown as ApiClient;
  return { client, keys };
}

const confirm = (client: ApiClient, tries = 5) =>
  confirmMintMutationOptions(client, new QueryClient(), { intervalMs: 0, tries }).mutationFn!(
    { reservationId: 'reservation-1', txHash: '0xab', idempotencyKey: 'key-1' },
    {} as never,
  );

describe('confirmMintMutationOptions', () => {
  it('asks again while the transaction is not in a block, with a new key each time', async () => {
    const { client, keys } = confirmingClient([
      refusal(MINT_NOT_CONFIRMED_MESSAGE),
      refusal(MINT_NOT_CONFIRMED_MESSAGE),
      null,
    ]);
    await expect(confirm(client)).resolves.toEqual(asset);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe('key-1');
    expect(new Set(keys).size).toBe(3);
  });

  it('reports another refusal at once, and gives up after its tries', async () => {
    const other = confirmingClient([refusal('The mint transaction failed (reverted).')]);
    await expect(confirm(other.client)).rejects.toThrow(/reverted/);
    expect(other.keys).toHaveLength(1);
    const late = confirmingClient(
      Array.from({ length: 5 }, () => refusal(MINT_NOT_CONFIRMED_MESSAGE)),
    );
    await expect(confirm(late.client, 2)).rejects.toThrow(/not in a block/);
    expect(late.keys).toHaveLength(2);
  });
});
