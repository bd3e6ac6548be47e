// SEND TEST EVENT (issue 14 Build 4 "resend-safe test events"): one client event id per test event,
// kept across retries of it, so a resend answers duplicate instead of applying twice; a new one after
// an answer. The server signs it with the studio's newest live key and sends it through the real API.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { sendStudioTestEventMutationOptions } from '@levelup/api/publisher';
import { Button } from '@levelup/ui/primitives/button';
import { Dialog } from '@levelup/ui/primitives/dialog';
import { TextField } from '@levelup/ui/forms/text-field';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useApi } from '#shared/use-api.ts';
import { eventStatusLabel, eventWhy } from '../lib/studio-events.ts';
import { usePublisherText } from '../publisher-text.ts';

const newClientEventId = () => globalThis.crypto.randomUUID();

export function SendTestEventDialog({
  studioId,
  games,
}: {
  studioId: string;
  games: readonly { key: string; name: string }[];
}) {
  const t = usePublisherText();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [gameKey, setGameKey] = useState(games[0]?.key ?? '');
  const [type, setType] = useState('test_event');
  const [playerEmail, setPlayerEmail] = useState('');
  const [clientEventId, setClientEventId] = useState(newClientEventId);
  const send = useMutation({
    ...sendStudioTestEventMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      {
        studioId,
        input: {
          clientEventId,
          gameKey,
          type: type.trim() || null,
          playerEmail: playerEmail.trim() || null,
        },
      },
      // An answer ends this test event: the next SEND is a new one.
      { onSuccess: () => setClientEventId(newClientEventId()) },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) send.reset();
      }}
      title={t('sendTest.title')}
      description={t('sendTest.description')}
      trigger={<Button>{t('sendTest.open')}</Button>}
    >
      <form aria-label={t('sendTest.formLabel')} onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-bold">
          {t('sendTest.game')}
          <select
            value={gameKey}
            onChange={(event) => setGameKey(event.target.value)}
            className="h-10 rounded-md border border-ink-muted/40 bg-surface-raised px-3 font-normal"
          >
            {games.map((game) => (
              <option key={game.key} value={game.key}>
                {game.name}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('sendTest.type')}
          value={type}
          onChange={(event) => setType(event.target.value)}
        />
        <TextField
          label={t('sendTest.playerEmail')}
          hint={t('sendTest.playerEmailHint')}
          type="email"
          value={playerEmail}
          onChange={(event) => setPlayerEmail(event.target.value)}
        />
        <Button type="submit" disabled={send.isPending || !gameKey}>
          {t('sendTest.send')}
        </Button>
        <div role="status" className="min-h-5 text-sm">
          {send.data
            ? t('sendTest.result', {
                eventId: send.data.eventId,
                status: eventStatusLabel(send.data.status),
                why: eventWhy(send.data),
              }).trim()
            : ''}
        </div>
        {send.isError ? (
          <p role="alert" className="text-danger">
            {apiErrorText(send.error) ?? t('sendTest.failed')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
