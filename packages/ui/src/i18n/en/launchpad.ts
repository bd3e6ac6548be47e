// English texts of the launchpad pieces (spec 2 §2 Launchpad, Mint banner labels; spec 1 §8 Reservation expired).
import { englishTexts } from '../define-catalogue.ts';
export const launchpad = englishTexts({
  // spec 2 §4 Event countdown: days, then hh:mm:ss.
  daysAndClock: '{days}d {clock}',
  missions: 'Missions',
  mintStatus: 'Mint status',
  // spec 2 §2 Mint banner labels, keyed by the domain's mintBannerLabel.
  banner: {
    CLAIMED: 'CLAIMED',
    RESERVED: 'RESERVED',
    ENDED: 'ENDED',
    'COMPLETE MISSIONS': 'COMPLETE MISSIONS',
    UNQUALIFIED: 'UNQUALIFIED',
    'MISSIONS COMPLETE': 'MISSIONS COMPLETE',
    QUALIFIED: 'QUALIFIED',
  },
  // spec 1 §8 Reservation expired, keyed by the domain's reservation action label.
  action: {
    'ITEM EXPIRED!': 'ITEM EXPIRED!',
    'MINT NOW': 'MINT NOW',
    'MINT COMING SOON': 'MINT COMING SOON',
  },
  reservation: 'Your reservation',
  ok: 'OK',
  expiresIn: 'Expires in',
  airdropIn: 'Airdrop in',
  reserved: {
    title: 'RESERVED',
    viewItem: 'VIEW RESERVED ITEM',
  },
  details: 'Collection details',
  progress: 'Progress',
});
