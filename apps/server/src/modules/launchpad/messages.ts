// The texts of launchpad errors, as spec 2 §8 writes them where it does (the web maps codes to texts).
import { AppError, invalidInput } from '#errors.ts';

/** spec 2 §8 reached-collection-mint-limit. */
export const MINT_LIMIT_MESSAGE = "You've reached the maximum mint limit. Don't be greedy, now.";
/** spec 2 §8 minting-not-reserved. */
export const NOT_RESERVED_MESSAGE = 'Your reserved item has expired!';
/** spec 2 §8 reached-collection-reserve-limit (modal SORRY, YOU CAN'T DO THAT!). */
export const RESERVE_LIMIT_MESSAGE = "You've already collected this item!";
/** spec 2 §8 reserve-cap-exceeded (modal SOLD OUT). */
export const RESERVE_CAP_MESSAGE = "Darn, the mint supply's just run out. Come earlier next time!";
/** spec 2 §8 multi-accounting: the client shows HEADS UP! WE NOTICED SOMETHING; the text is ours. */
export const MULTI_ACCOUNTING_MESSAGE =
  'Another account already reserved this collection from this device.';
/** spec 2 §8 fingerprint-missing: no handling shown; ours. */
export const FINGERPRINT_MISSING_MESSAGE = 'Reserving needs the device signal of the web app.';
/** spec 2 §8 mission-is-over, for a collection that has ended (ours). */
export const COLLECTION_ENDED_MESSAGE = 'This collection has ended.';
export const NOT_LIVE_MESSAGE = 'This collection is not live yet.';
export const MISSIONS_FIRST_MESSAGE = "Complete the collection's missions first.";
/** spec 2 §2 Reservation card: MINT COMING SOON for a disabled mint (the call refused; ours). */
export const MINT_DISABLED_MESSAGE = 'Minting this collection is coming soon.';
export const ONCHAIN_NOT_AVAILABLE_MESSAGE = 'On-chain minting is not available yet.';

export const mintLimitReached = () =>
  new AppError('reached-collection-mint-limit', MINT_LIMIT_MESSAGE);
export const mintingNotReserved = () => new AppError('minting-not-reserved', NOT_RESERVED_MESSAGE);
export const reserveLimitReached = () =>
  new AppError('reached-collection-reserve-limit', RESERVE_LIMIT_MESSAGE);
export const reserveCapExceeded = () => new AppError('reserve-cap-exceeded', RESERVE_CAP_MESSAGE);
export const multiAccounting = () => new AppError('multi-accounting', MULTI_ACCOUNTING_MESSAGE);
export const fingerprintMissing = () =>
  new AppError('fingerprint-missing', FINGERPRINT_MISSING_MESSAGE);
export const collectionEnded = () => new AppError('mission-is-over', COLLECTION_ENDED_MESSAGE);
export const collectionNotLive = () => invalidInput(NOT_LIVE_MESSAGE);
export const missionsFirst = () => invalidInput(MISSIONS_FIRST_MESSAGE);
export const onchainNotAvailable = () => invalidInput(ONCHAIN_NOT_AVAILABLE_MESSAGE);
export const mintDisabled = () => invalidInput(MINT_DISABLED_MESSAGE);
export const unknownCollection = () => invalidInput('This collection does not exist.');
