// spec 2 §2 asset kind `twitterSpace`: a live audio room (title, state, when, listeners).
import { formatEventDate } from '@levelup/domain/event-status';
import { link, num, text, type AssetData } from '../asset-data.ts';
import { wallText } from '../../i18n/wall-text.ts';

export type TwitterSpaceAssetProps = {
  title: string;
  state: string | null;
  /** ISO time the space starts or started. */
  startsAt: string | null;
  listenerCount: number | null;
  url: string | null;
};

export function twitterSpaceAssetProps(data: AssetData): TwitterSpaceAssetProps | null {
  const title = text(data, 'title', 'name');
  if (!title) return null;
  return {
    title,
    state: text(data, 'state', 'status'),
    startsAt: text(data, 'startedAt', 'scheduledStart', 'scheduledAt'),
    listenerCount: num(data, 'participantCount', 'listenerCount'),
    url: link(data, 'url'),
  };
}

export function TwitterSpaceAsset({
  title,
  state,
  startsAt,
  listenerCount,
  url,
}: TwitterSpaceAssetProps) {
  const when = startsAt ? new Date(startsAt) : null;
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-brand/15 p-3">
      <p className="text-xs font-bold text-ink-muted uppercase">
        {wallText('wall.asset.space')}
        {/* The state is data ("live"), in its own element. */}
        {state ? (
          <>
            {' · '}
            <span>{state}</span>
          </>
        ) : null}
      </p>
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">
        {when && !Number.isNaN(when.getTime()) ? (
          <time dateTime={when.toISOString()}>{formatEventDate(when.toISOString())}</time>
        ) : null}
        {listenerCount !== null
          ? ` · ${wallText('wall.asset.listening', { count: listenerCount })}`
          : null}
      </p>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="w-fit text-sm text-accent underline"
        >
          {wallText('wall.asset.listenToSpace')}
        </a>
      ) : null}
    </div>
  );
}
