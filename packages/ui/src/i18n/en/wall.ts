// English texts of the Wall: chests, modals and post pieces (spec 2 §2 The Wall, §4, §8).
import { englishTexts } from '../define-catalogue.ts';
export const wall = englishTexts({
  ok: 'OK',
  gold: '{amount, number} Gold',
  legendary: {
    title: 'LEGENDARY CHEST',
    // spec 2 §8 Legendary chest disabled.
    disabled: 'We are packing the Legendary Chest with lots of goodness. Please check back later.',
    buy: 'BUY LEGENDARY CHEST',
    buyWithGold: 'Buy a Legendary Chest with Gold?',
    buyFor: 'Buy a Legendary Chest for {price, number} Gold?',
    cancel: 'CANCEL',
    odds: 'Legendary Chest odds',
    info: 'Buy it with Gold and open it at once. Each opening rolls the drops below with these odds.',
    infoWithPrice:
      'Buy it with Gold for {price, number} Gold and open it at once. Each opening rolls the drops below with these odds.',
    name: 'Legendary Chest',
    loadingPrice: 'Loading the price…',
    about: 'About the Legendary Chest',
  },
  // Issue 27: a chest's odds as the player meets the opening (the spec has no wording for them).
  odds: {
    guaranteed: 'Guaranteed: {amount} {name}',
    rolls:
      '{rolls, plural, one {# roll per chest, giving one of:} other {# rolls per chest, each giving one of:}}',
    rollsRange: '{min}–{max} rolls per chest, each giving one of:',
    totals: 'Totals per chest',
    total: '{amount} {name} in total',
  },
  daily: {
    title: 'Daily Chest',
    signedOut: "Sign in to find today's chest in the Wall.",
    searching: "Today's chest is hidden in the Wall. Keep scrolling!",
    found: "You found today's {name}! Open it in the Wall.",
    chest: 'chest',
    nextIn: 'Next chest in',
    cardTitle: "You found today's chest!",
    cardBody: 'A {name} was hidden in the Wall. Open it to collect your rewards.',
    open: 'OPEN CHEST',
    pool: 'Daily Rewards Pool',
    opened: '{count, plural, one {# chest opened today} other {# chests opened today}}',
    odds: 'Daily chest odds',
    filling: "Today's pool is being filled. Check back soon.",
  },
  howItWorks: {
    label: 'How daily rewards work',
    slide: '{position} of {count}: {title}',
    numbered: '{position}. {title}',
    previous: 'Previous slide',
    next: 'Next slide',
    choose: 'Choose a slide',
    show: 'Show slide {position}',
    // spec 2 §4 daily chests, in the product's words.
    find: {
      title: 'Find the chest',
      text: 'A daily chest is hidden in the Wall. Scroll and load more posts to find it.',
    },
    open: {
      title: 'Open it once a day',
      text: 'Open your chest to collect its rewards. Each chest can be opened once a day.',
    },
    return: {
      title: 'Come back tomorrow',
      text: 'Your next chest shows up 1 day after you open one. Come back and find it again!',
    },
  },
  carouselChoose: 'Choose a slide of {label}',
  carouselSlide: '{position} of {count}: {label}',
  carouselShow: 'Show {label}',
  live: 'Live',
  viewEvent: 'VIEW EVENT',
  post: {
    justNow: 'just now',
    minutesAgo: '{count} min ago',
    hoursAgo: '{count} h ago',
    daysAgo: '{count} d ago',
    // An older post's day, in the language's own date pattern.
    postedOn: '{date, date, day}',
    sourcePost: '{sourceName} post',
    like: '{count, plural, one {Like {post}, # like} other {Like {post}, # likes}}',
    // After the visible count, for screen readers.
    likes: '{count, plural, one {like} other {likes}}',
  },
  asset: {
    attachment: 'Attachment',
    video: 'Video',
    replyingTo: 'Replying to',
    repostedFrom: 'Reposted from',
    original: 'View the original post',
    listenToSpace: 'Listen to the Space',
    // spec 2 §2 asset kinds thread and twitterSpace: their labels (the names are data).
    thread: 'Thread: {name}',
    messages: '{count, plural, one {# message} other {# messages}}',
    space: 'Space',
    listening: '{count, number} listening',
  },
  // How each source type reads (service names stay as their owners write them).
  source: {
    discord: 'Discord',
    mirror: 'Mirror',
    rss_feed: 'RSS feed',
    twitter: 'X (Twitter)',
    twitter_space: 'X Space',
    youtube: 'YouTube',
  },
});
