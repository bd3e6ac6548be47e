// The event inspector (issue 14 Build 4): the studio's latest events with applied / duplicate / refused
// and why, filtered by player or event type, and SEND TEST EVENT.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { studioEventsQueryOptions, type StudioEventFilter } from '@levelup/api/publisher';
import { Button } from '@levelup/ui/primitives/button';
import { TextField } from '@levelup/ui/forms/text-field';
import { useApi } from '#shared/use-api.ts';
import { EVENT_STATUS_LABELS, eventWhy } from '../lib/studio-events.ts';
import { SendTestEventDialog } from './send-test-event-dialog.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

export function EventInspector({
  studioId,
  games,
}: {
  studioId: string;
  games: readonly { key: string; name: string }[];
}) {
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
          Event inspector
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void events.refetch()}>
            REFRESH
          </Button>
          <SendTestEventDialog studioId={studioId} games={games} />
        </div>
      </div>
      <form aria-label="Filter events" onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Player"
          hint="An e-mail, provider:accountId or a wallet address"
          value={player}
          onChange={(event) => setPlayer(event.target.value)}
        />
        <TextField
          label="Event type"
          hint="For example match_won"
          value={type}
          onChange={(event) => setType(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          FILTER
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setPlayer('');
            setType('');
            setFilter({});
          }}
        >
          CLEAR
        </Button>
      </form>
      {events.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading events…
        </p>
      ) : events.isError ? (
        <p role="alert" className="text-danger">
          The events could not be loaded.
        </p>
      ) : events.data.length === 0 ? (
        <p className="text-ink-muted">No events yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Latest events, newest first</caption>
            <thead className="text-ink-muted">
              <tr>
                {['Received', 'Event id', 'Type', 'Game', 'Player', 'Status', 'Why'].map(
                  (column) => (
                    <th key={column} scope="col" className="py-2 pr-4">
                      {column}
                    </th>
                  ),
                )}
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
                  <td className="py-2 pr-4 font-bold">{EVENT_STATUS_LABELS[event.status]}</td>
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
