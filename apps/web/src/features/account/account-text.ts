// English texts of the account corner: balances and the user menu (spec 1 §2 Navbar and shell,
// Balance chips), keyed by meaning. Currency names and the balance label are @levelup/ui's.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useAccountText, text: accountText } = defineCatalogue('web.account', {
  restoring: 'Restoring your session',
  balances: 'Balances',
  balancePopover: '{currencyName} balance',
  // spec 2 §2: the Playpoints popover's link to /blog/playpoints-announcement.
  learnMore: 'Learn more',
  menu: {
    label: 'Account',
    close: 'Close account menu',
    profile: 'Profile',
    publisherDashboard: 'Publisher Dashboard',
    manageAccount: 'Manage Account',
  },
} as const);
