// English texts of the free-mint display (spec 1 §2 Free-mint display, §4 Event status), keyed by
// meaning: the spec's exact words. The launchpad's collection page shares the event texts.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useFreeMintsText, text: freeMintsText } = defineCatalogue('web.freeMints', {
  display: {
    loading: 'Loading events',
    loadError: 'Events could not be loaded.',
    empty: 'There are no events right now. Check back soon.',
  },
  featured: {
    label: 'Featured events',
    previous: 'Previous event',
    next: 'Next event',
    choose: 'Choose a featured event',
    show: 'Show {name}',
    // Read by screen readers: "2 of 5".
    position: '{position} of {count}',
    // The slide's name: "2 of 5: Winter Badge".
    slide: '{position}: {name}',
  },
  badges: {
    label: 'Event details',
    badge: 'Badge',
    collectible: 'Collectible',
  },
  // spec 1 §4 Event status, as a card reads it.
  status: { UPCOMING: 'Upcoming', LIVE: 'Live', ENDED: 'Ended' },
  progress: {
    soldOut: 'SOLD OUT',
    // The floored percent of the supply taken; the number is formatted in code.
    percent: '{percent}%',
  },
  action: { reserveNow: 'RESERVE NOW', viewEvent: 'VIEW EVENT' },
  countdown: {
    startsIn: 'Starts in',
    endsIn: 'Ends in',
    // More than a day left: "3d 04:05:06".
    daysAndClock: '{days}d {clock}',
  },
  facts: {
    tiers: 'Tiers',
    weeklyGoldBonus: 'Weekly gold bonus',
    gold: '{amount} Gold',
    starts: 'Starts',
    ends: 'Ends',
  },
} as const);

/** The lookup of this catalogue: a component's `useFreeMintsText()`, or `freeMintsText` elsewhere. */
export type FreeMintsText = typeof freeMintsText;
