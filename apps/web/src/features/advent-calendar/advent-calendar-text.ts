// English texts of the advent calendar (spec 1 §2 /advent-calendar, issue 14 Build 5), keyed by
// meaning: the spec's exact words. A door's challenge card has its texts in @levelup/ui (`missions`).
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useAdventCalendarText, text: adventCalendarText } = defineCatalogue(
  'web.adventCalendar',
  {
    title: 'Advent calendar',
    intro:
      'A door a day in December. Each door opens on its day: play its mission that day, then collect what is behind it.',
    signIn: { prompt: 'Sign in to open the doors.', button: 'Sign in' },
    loading: 'Loading the advent calendar…',
    loadError: 'The advent calendar could not be loaded. Please try again shortly.',
    empty: "This year's advent calendar has no doors yet.",
    doors: 'Doors',
    door: {
      label: 'Door {day}',
      opensOn: 'Door {day} opens on December {day}.',
      // The tile's accessible name: "December 3: Open today".
      tile: 'December {day}: {state}',
    },
    // What a door's tile says under its number.
    state: {
      locked: 'Opens Dec {day}',
      open: 'Open today',
      ready: 'Reward ready',
      collected: 'Collected',
      missed: 'Missed',
    },
  } as const,
);

/** The lookup of this catalogue: a component's `useAdventCalendarText()`, or `adventCalendarText`. */
export type AdventCalendarText = typeof adventCalendarText;
