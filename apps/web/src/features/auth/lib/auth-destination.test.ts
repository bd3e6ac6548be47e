import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './auth-destination.ts';

describe('destinationAfterSignIn', () => {
  it('returns the carried destination', () => {
    expect(
      destinationAfterSignIn('?source=allypass&redirect=%2Fallypass%3Fscroll_to_level%3D3'),
    ).toBe('/allypass?scroll_to_level=3');
  });

  it('goes home without a destination or with an off-site one', () => {
    expect(destinationAfterSignIn('')).toBe('/');
    expect(destinationAfterSignIn('?redirect=%2F%2Fevil.test')).toBe('/');
  });
});
