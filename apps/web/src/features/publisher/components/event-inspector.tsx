// The event inspector (issue 14 Build 4): the studio's latest events with applied / duplicate / refused
// and why, filtered by player or event type, and SEND TEST EVENT.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { studioEventsQueryOptions, type StudioEventFilter } from '@levelup/api/publisher';
import { Button } from '@levelup/ui/primitives/button';
import { TextField } from '@levelup/ui/forms/text-field';
import { useApi } from '#shared/use-api.ts';
import { eventStatusLabel, eventWhy } from '../lib/studio-events.ts';
import { usePublisherText } from '../publisher-text.ts';
import { SendTestEventDialog } from './send-test-event-dialog.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

const INSPECTOR_COLUMNS = [
  'received',
  'eventId',
  'type',
  'game',
  'player',
  'status',
  'why',
] as const;

export function EventInspector({
  studioId,
  games,
}: {
  studioId: string;
  games: readonly { key: string; name: string }[];
}) {
  const t = usePublisherText();
  const [filter, setFilter] = useState<StudioEventFilter>({});
  const [player, setPlayer] = useState('');
  const [type, setType] = useState('');
  const events = useQuery(studioEventsQueryOptions(useApi(), studioId, filter));

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter({ player: player.trim() || null, type: type.trim() || null });
  }

  return (
    <section aria-labelledby="event-inspector" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="event-inspector" className="text-2xl font-bold">
          {t('inspector.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void events.refetch()}>
            {t('inspector.refresh')}
          </Button>
          <SendTestEventDialog studioId={studioId} games={games} />
        </div>
      </div>
      <form
        aria-label={t('inspector.filterLabel')}
        onSubmit={apply}
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          label={t('inspector.player')}
          hint={t('inspector.playerHint')}
          value={player}
          onChange={(event) => setPlayer(event.target.value)}
        />
        <TextField
          label={t('inspector.type')}
          hint={t('inspector.typeHint')}
          value={type}
          onChange={(event) => setType(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('inspector.filter')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setPlayer('');
            setType('');
            setFilter({});
          }}
        >
          {t('inspector.clear')}
        </Button>
      </form>
      {events.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('inspector.loading')}
        </p>
      ) : events.isError ? (
        <p role="alert" className="text-danger">
          {t('inspector.failed')}
        </p>
      ) : events.data.length === 0 ? (
        <p className="text-ink-muted">{t('inspector.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('inspector.caption')}</caption>
            <thead className="text-ink-muted">
              <tr>
                {INSPECTOR_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4">
                    {t(`inspector.column.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.data.map((event, index) => (
                <tr
                  key={`${event.eventId ?? 'none'}-${event.status}-${index}`}
                  className="border-t border-ink-muted/20"
                >
                  <td className="py-2 pr-4 whitespace-nowrap">{when(event.receivedAt)}</td>
                  <td className="py-2 pr-4">
                    <code>{event.eventId ?? '—'}</code>
                  </td>
                  <td className="py-2 pr-4">{event.type ?? '—'}</td>
                  <td className="py-2 pr-4">{event.gameKey ?? '—'}</td>
                  <td className="py-2 pr-4">{event.player ?? '—'}</td>
                  <td className="py-2 pr-4 font-bold">{eventStatusLabel(event.status)}</td>
                  <td className="py-2">{eventWhy(event)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
