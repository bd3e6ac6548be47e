import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { apiErrorText } from './api-error-text.ts';

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new ClientError(
    { status: 200, headers: new Headers(), errors: [{ message, extensions }] } as never,
    {
      query: '',
    },
  );

describe('apiErrorText', () => {
  it('shows the spec text for a catalogued code', () => {
    expect(
      apiErrorText(graphqlError('nope', { code: 'invalid-referral-code', requestId: 'r1' })),
    ).toBe('This referral code does not exist!');
    expect(apiErrorText(graphqlError('x', { code: 'too-many-requests' }))).toBe(
      "Sorry, we've hit traffic. Please try again shortly.",
    );
  });

  it('shows the spec text of address-already-bound (spec 2 §8; issue 13 Build 5)', () => {
    expect(apiErrorText(graphqlError('x', { code: 'address-already-bound' }))).toBe(
      'Hm, this wallet has already been claimed. Connect to another or log in with that wallet instead.',
    );
  });

  it('follows the too-many-requests text with the wait the server gave (issue 10)', () => {
    const tooMany = (retryAfterSeconds: number) =>
      apiErrorText(graphqlError('x', { code: 'too-many-requests', retryAfterSeconds }));
    expect(tooMany(42)).toBe(
      "Sorry, we've hit traffic. Please try again shortly. (Retry in 42 s.)",
    );
    expect(tooMany(841)).toBe(
      "Sorry, we've hit traffic. Please try again shortly. (Retry in 15 min.)",
    );
  });

  it('shows the battle pass texts of the claim and purchase errors (spec 2 §8, spec 1 §8, §6)', () => {
    expect(apiErrorText(graphqlError('x', { code: 'reward-already-collected' }))).toBe(
      'You have already collected this reward!',
    );
    expect(apiErrorText(graphqlError('x', { code: 'no-reward-to-collect' }))).toBe(
      'No more reward to collect.',
    );
    expect(apiErrorText(graphqlError('x', { code: 'premium-unavailable' }))).toBe(
      'Purchasing a Premium Battle Pass is not available at the moment.',
    );
    expect(
      apiErrorText(graphqlError('Buy Premium Pass to claim', { code: 'premium-required' })),
    ).toBe('Buy Premium Pass to claim');
  });

  it('shows the server message with the request id otherwise', () => {
    expect(
      apiErrorText(
        graphqlError('The e-mail or password is incorrect.', {
          code: 'invalid-credentials',
          requestId: 'r2',
        }),
      ),
    ).toBe('The e-mail or password is incorrect. (request-id: r2)');
  });

  it('has no text for a code whose alert modal shows it (spec 2 §8 turnstile-error, server-overloaded)', () => {
    expect(apiErrorText(graphqlError('x', { code: 'turnstile-error' }))).toBeNull();
    expect(apiErrorText(graphqlError('x', { code: 'server-overloaded' }))).toBeNull();
  });

  it('shows a non-GraphQL error message, else the generic text', () => {
    expect(apiErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(apiErrorText('??')).toBe('Something went wrong.');
  });
});
