import { Fragment } from 'react';
import { useFreeMintsText } from '../free-mints-text.ts';
import { formatEventDate } from '@levelup/domain/event-status';
import { freeMintStartsAt } from '../lib/free-mint-view.ts';
import type { FreeMint } from '../lib/free-mint-view.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

/** Tiers, weekly gold bonus and the event dates (format hh:mm a · MMM d, yyyy, spec 1 §9). */
/** The fields the facts read (a launchpad collection has them too). */
export type EventFactsSource = Pick<
  FreeMint,
  'collectionGroups' | 'weeklyGoldBonus' | 'releasedAt' | 'endAt' | 'events'
>;

export function EventFacts({ mint }: { mint: EventFactsSource }) {
  const t = useFreeMintsText();
  const startsAt = freeMintStartsAt(mint);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {mint.collectionGroups.length > 0 ? (
        <>
          <dt className="text-ink-muted">{t('facts.tiers')}</dt>
          {/* Each tier's name is data, shown as it is; the dots between them are symbols. */}
          <dd>
            {mint.collectionGroups.map((group, index) => (
              <Fragment key={group}>
                {index > 0 ? ' · ' : null}
                <span>{group}</span>
              </Fragment>
            ))}
          </dd>
        </>
      ) : null}
      {mint.weeklyGoldBonus ? (
        <>
          <dt className="text-ink-muted">{t('facts.weeklyGoldBonus')}</dt>
          <dd className="font-semibold text-accent">
            {t('facts.gold', { amount: formatNumber(mint.weeklyGoldBonus) })}
          </dd>
        </>
      ) : null}
      {startsAt ? (
        <>
          <dt className="text-ink-muted">{t('facts.starts')}</dt>
          <dd>
            <time dateTime={startsAt}>{formatEventDate(startsAt)}</time>
          </dd>
        </>
      ) : null}
      {mint.endAt ? (
        <>
          <dt className="text-ink-muted">{t('facts.ends')}</dt>
          <dd>
            <time dateTime={mint.endAt}>{formatEventDate(mint.endAt)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
