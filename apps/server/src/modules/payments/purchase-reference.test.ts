import { describe, expect, it } from 'vitest';
import { purchaseReference, txIdOfReference } from './purchase-reference.ts';

describe('purchaseReference', () => {
  it("is the txId's 16 bytes, and reads back to the txId", () => {
    const txId = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
    expect(purchaseReference(txId)).toBe('0x3f2504e04f8941d39a0c0305e82c3301');
    expect(txIdOfReference(purchaseReference(txId))).toBe(txId.toLowerCase());
  });

  it('refuses what is not a uuid, and reads other calldata as no reference', () => {
    expect(() => purchaseReference('tx-1')).toThrow(TypeError);
    expect(txIdOfReference('0x')).toBeNull();
    expect(txIdOfReference('0xa9059cbb')).toBeNull();
  });
});
