// The calldata of a wallet payment: the purchase's txId (a uuid) as its 16 bytes, so a receipt names the
// purchase it pays and one transaction cannot be shown for another purchase (issue 5 "Abuse").
import { isHex, type Hex } from 'viem';
import { isPurchaseId } from '#modules/progression/purchases-store.ts';

/** The calldata that pays purchase `txId`: 0x + the uuid's 32 hex digits, lower case. */
export function purchaseReference(txId: string): Hex {
  if (!isPurchaseId(txId)) throw new TypeError(`A purchase txId is a uuid, got "${txId}".`);
  return `0x${txId.replaceAll('-', '').toLowerCase()}`;
}

/** The txId a calldata refers to, or null when it is not a purchase reference. */
export function txIdOfReference(data: Hex): string | null {
  if (!isHex(data) || data.length !== 34) return null;
  const digits = data.slice(2).toLowerCase();
  return [
    digits.slice(0, 8),
    digits.slice(8, 12),
    digits.slice(12, 16),
    digits.slice(16, 20),
    digits.slice(20),
  ].join('-');
}
