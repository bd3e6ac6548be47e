// English texts of the account chips, menu and upgrade modals (spec 1 §2 Navbar and shell, Modals).
import { englishTexts } from '../define-catalogue.ts';
export const account = englishTexts({
  balanceLabel: '{amount} {currencyName}',
  playpointReward: {
    title: 'CONGRATULATIONS',
    body: 'You upgraded your account and earned {playpoints} Playpoints.',
    confirm: 'Confirm',
  },
  ssoUpgrade: {
    title: 'UPGRADE YOUR ACCOUNT',
    body: 'Add an e-mail and password sign-in to your account and get {playpoints} Playpoints.',
    later: 'Later',
    upgradeNow: 'UPGRADE NOW',
  },
  // spec 1 §3 User: the name shown for a player without a username.
  anonymousUser: 'Anonymous User',
  // The avatar letters of the default name, translated with it.
  anonymousInitials: 'AU',
  menuButton: 'Account menu',
  logOut: 'Log Out',
});
