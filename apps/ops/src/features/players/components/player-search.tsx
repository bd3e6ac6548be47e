// issue 29 §2: find a player by e-mail, username#0000, wallet, referral code or id.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@levelup/ui/primitives/button';
import { TextField } from '@levelup/ui/forms/text-field';
import { actsOnAccounts, viewerQueryOptions } from '#app/viewer.ts';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { PageHeading } from '#shared/page-heading.tsx';
import { findPlayer } from '../api/players.ts';
import { SignUpCodeDialog } from './sign-up-code-dialog.tsx';

export function PlayerSearch() {
  const navigate = useNavigate();
  const accountWide = actsOnAccounts(useQuery(viewerQueryOptions()).data);
  const [who, setWho] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const player = await findPlayer(who.trim());
      await navigate({ to: '/players/$playerId', params: { playerId: player.id } });
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHeading>Players</PageHeading>
      <form className="flex max-w-xl flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Find a player"
          hint="E-mail, username#0000, wallet address, referral code or id"
          type="search"
          required
          value={who}
          onChange={(event) => setWho(event.target.value)}
        />
        <ErrorAlert error={error} />
        <div>
          <Button type="submit" pending={pending}>
            Search
          </Button>
        </div>
      </form>
      {accountWide ? (
        <div className="mt-6">
          <SignUpCodeDialog />
        </div>
      ) : null}
    </>
  );
}
