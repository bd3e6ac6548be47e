// issue 29 §2: the support actions, each in a dialog with a required reason; the page's data is read
// again after each.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TextField } from '@levelup/ui/forms/text-field';
import type { OpsCodePurpose } from '@levelup/api/generated/ops/graphql';
import { actsOnAccounts, viewerQueryOptions } from '#app/viewer.ts';
import { ReasonDialog } from '#shared/reason-dialog.tsx';
import { playerActions } from '../api/player-actions.ts';
import { playerKeys } from '../api/players.ts';
import type { OpsPlayerRecord } from './player-profile.tsx';

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

export function PlayerActions({ player }: { player: OpsPlayerRecord }) {
  const queryClient = useQueryClient();
  const accountWide = actsOnAccounts(useQuery(viewerQueryOptions()).data);
  const playerId = player.id;
  const [itemKey, setItemKey] = useState('GOLD');
  const [amount, setAmount] = useState('');
  const [group, setGroup] = useState('');
  const [level, setLevel] = useState('');
  const [purpose, setPurpose] = useState<OpsCodePurpose>('RECOVERY');

  /** Runs an action, then reads the player's page again. */
  const act = (run: (reason: string) => Promise<unknown>) => async (reason: string) => {
    await run(reason);
    await queryClient.invalidateQueries({ queryKey: playerKeys.all });
  };
  const itemFields = (
    <>
      <TextField
        label="Item key"
        required
        value={itemKey}
        onChange={(e) => setItemKey(e.target.value)}
      />
      <TextField
        label="Amount"
        type="number"
        min={1}
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
    </>
  );
  const groupField = (
    <TextField
      label="Group"
      hint="The season's group, for XP items; empty for currencies"
      value={group}
      onChange={(e) => setGroup(e.target.value)}
    />
  );

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Actions">
      <ReasonDialog
        action="Grant item or currency"
        onConfirm={act((reason) =>
          playerActions.grantItem({
            playerId,
            itemKey: itemKey.trim(),
            amount: Number(amount),
            group: optional(group),
            reason,
          }),
        )}
      >
        {itemFields}
        {groupField}
      </ReasonDialog>
      <ReasonDialog
        action="Grant XP"
        onConfirm={act((reason) =>
          playerActions.grantXp({
            playerId,
            amount: Number(amount),
            group: optional(group),
            reason,
          }),
        )}
      >
        <TextField
          label="XP"
          type="number"
          min={1}
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        {groupField}
      </ReasonDialog>
      <ReasonDialog
        action="Complete special mission"
        onConfirm={act((reason) =>
          playerActions.completeSpecialMission({
            playerId,
            level: Number(level),
            group: optional(group),
            reason,
          }),
        )}
      >
        <TextField
          label="Level"
          type="number"
          min={0}
          required
          value={level}
          onChange={(e) => setLevel(e.target.value)}
        />
        {groupField}
      </ReasonDialog>
      {accountWide ? (
        <>
          <ReasonDialog
            action="Revoke item"
            description="Never below zero: the ledger refuses a revocation larger than the balance."
            onConfirm={act((reason) =>
              playerActions.revokeItem({
                playerId,
                itemKey: itemKey.trim(),
                amount: Number(amount),
                reason,
              }),
            )}
          >
            {itemFields}
          </ReasonDialog>
          <ReasonDialog
            action="Sign out everywhere"
            onConfirm={act((reason) => playerActions.signOutEverywhere({ playerId, reason }))}
          />
          {player.bannedAt ? (
            <ReasonDialog
              action="Unban"
              onConfirm={act((reason) => playerActions.unban({ playerId, reason }))}
            />
          ) : (
            <ReasonDialog
              action="Ban"
              variant="danger"
              description="A banned player is signed out and refused."
              onConfirm={act((reason) => playerActions.ban({ playerId, reason }))}
            />
          )}
          <ReasonDialog
            action="Resend a code"
            onConfirm={act((reason) => playerActions.resendCode({ playerId, purpose, reason }))}
          >
            <fieldset className="flex gap-4">
              <legend className="text-sm font-bold">Code</legend>
              {(
                [
                  ['SIGN_UP', 'Sign-up'],
                  ['RECOVERY', 'Recovery'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="code-purpose"
                    checked={purpose === value}
                    onChange={() => setPurpose(value)}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          </ReasonDialog>
        </>
      ) : null}
    </div>
  );
}
