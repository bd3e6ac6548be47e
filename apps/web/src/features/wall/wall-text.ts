// English texts of the Wall page on the main site (spec 2 §2 The Wall), keyed by meaning: the spec's
// exact words. The chests, posts and modals have theirs in @levelup/ui (`wall`).
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useWallText, text: wallText } = defineCatalogue('web.wall', {
  title: 'The Wall',
  loading: 'Loading the Wall',
  sidebar: { label: 'Wall sidebar', myRewards: 'My Rewards' },
  feed: {
    label: 'Wall posts',
    loadError: 'The Wall could not load.',
    empty: 'No posts yet. Come back soon!',
    loadMore: 'LOAD MORE',
  },
  // Issue 27: the daily chest's gate told to a new player in the sidebar's daily chest status (spec 2
  // §4's texts stay as they are for players who pass it), e.g. "Your first daily chest unlocks in 3
  // days, once you have 100 XP or have completed a mission."
  firstChest: {
    inWaitOnce: 'Your first daily chest unlocks in {wait}, once you {activity}.',
    inWait: 'Your first daily chest unlocks in {wait}.',
    once: 'Your first daily chest unlocks once you {activity}.',
    wait: {
      days: '{count, plural, one {# day} other {# days}}',
      hours: '{count, plural, one {# hour} other {# hours}}',
      minutes: '{count, plural, one {# minute} other {# minutes}}',
    },
    activity: {
      xp: 'have {xp, number} XP',
      missions: '{count, plural, one {have completed a mission} other {have completed # missions}}',
      verifiedEmail: 'have verified your e-mail',
      either: '{first} or {second}',
    },
  },
  // spec 1 §2: below the large breakpoint the Wall's sidebar opens in a drawer from this button.
  sidebarDrawer: { open: 'Chests & rewards', title: 'Chests & rewards' },
  liveMints: {
    label: 'Live mints',
    // The slide's link, e.g. "VIEW EVENT: Winter Badge".
    link: '{action}: {collectionName}',
  },
} as const);
