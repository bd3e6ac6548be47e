// The texts of chest errors, as spec 2 §8 writes them where it does.
import { AppError } from '#errors.ts';

/** spec 2 §8 "unopened chest not found shows OOPS, YOU CAN'T DO THAT with …". */
export const DAILY_CHEST_NOT_FOUND_MESSAGE =
  'It looks like you have already opened your chest today';
/** spec 2 §8 Legendary chest disabled. */
export const LEGENDARY_CHEST_DISABLED_MESSAGE =
  'We are packing the Legendary Chest with lots of goodness. Please check back later.';
/** spec 2 §8 multi-accounting: the client shows HEADS UP! WE NOTICED SOMETHING; the text is ours. */
export const MULTI_ACCOUNTING_MESSAGE =
  'Too many accounts opened a daily chest from this network or device today.';
/** spec 2 §8 fingerprint-missing: no handling shown; ours. */
export const FINGERPRINT_MISSING_MESSAGE =
  'The daily chest needs the device signal of the web app.';

export const dailyChestNotFound = () =>
  new AppError('daily-chest-not-found', DAILY_CHEST_NOT_FOUND_MESSAGE);
export const legendaryChestDisabled = () =>
  new AppError('legendary-chest-disabled', LEGENDARY_CHEST_DISABLED_MESSAGE);
export const multiAccounting = () => new AppError('multi-accounting', MULTI_ACCOUNTING_MESSAGE);
export const fingerprintMissing = () =>
  new AppError('fingerprint-missing', FINGERPRINT_MISSING_MESSAGE);
