// A studio key's secret is given to the studio CLI as an argument: it must never read as an option.
import { describe, expect, it } from 'vitest';
import { newStudioKey } from './studios-store.ts';

describe('newStudioKey', () => {
  it('makes base64url secrets that never start with "-"', () => {
    // One base64url secret in 64 starts with '-': 2,000 draws all but surely include such a draw.
    const secrets = Array.from({ length: 2_000 }, () => newStudioKey().secret);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{42}$/);
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});
