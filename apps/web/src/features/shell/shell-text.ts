// English texts of the site frame: navbar, menu, footer and not-found page (spec 1 §2 Navbar and
// shell), keyed by meaning; the error page's are @levelup/ui's (i18n/en/recovery.ts). The product's
// name is configuration, never a text here.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useShellText, text: shellText } = defineCatalogue('web.shell', {
  skipToContent: 'Skip to content',
  signIn: 'Sign in',
  adventCalendar: 'Advent calendar',
  nav: {
    main: 'Main',
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
  },
  // spec 1 §2: Games, Wall, Quests, Shop (flag), Battle Pass, then Media or (CMS flag) Learn.
  menu: {
    games: 'Games',
    wall: 'Wall',
    quests: 'Quests',
    shop: 'Shop',
    battlePass: 'Battle Pass',
    media: 'Media',
    learn: 'Learn',
    blog: 'Blog',
    press: 'Press',
  },
  footer: {
    label: 'Footer',
    about: 'About',
    partnerships: 'Partnerships',
    submitGame: 'Submit a Game',
    careers: 'Careers',
    terms: 'Terms',
    privacy: 'Privacy',
    socialLinks: 'Social links',
    discord: 'Discord',
    x: 'X',
    linkedIn: 'LinkedIn',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address.',
    home: 'Back to home',
  },
} as const);
