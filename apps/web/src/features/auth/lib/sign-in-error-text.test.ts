import { describe, expect, it } from 'vitest';
import { signInErrorText } from './sign-in-error-text.ts';

describe('signInErrorText', () => {
  it('names the product when there is no profile for the account', () => {
    expect(signInErrorText('user-not-exists', 'LevelUp')).toBe(
      "There isn't an LevelUp profile associated with this account. Sign up instead.",
    );
  });

  it('uses the spec texts for credentials in use and the generic text otherwise', () => {
    expect(signInErrorText('credential-already-in-use', 'LevelUp')).toBe(
      'This Twitter account is already in use. Connect to another.',
    );
    expect(signInErrorText('access-denied', 'LevelUp')).toBe('Something went wrong.');
  });
});
