// spec 2 §2 /referrals/{referralCode}, §5, §8 invalid-referral-code (issue 27 finding 6): the server
// checks the code; only a code that exists is stored, an unknown one reads the spec's text.
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlError, fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { REFERRAL_CODE_STORAGE_KEY } from '#shared/referral-code.ts';
import { ReferralCodeCheck } from './referral-code-check.tsx';

function renderCheck(answer: () => unknown) {
  const { api, request } = fakeApi({ ReferralCodeExists: answer });
  return {
    request,
    rendered: renderWithRouter(
      <ReferralCodeCheck referralCode="FRIEND42" welcome={<h1>Welcome, friend</h1>} />,
      // No retries: a failed check shows at once.
      { api, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
    ),
  };
}

afterEach(() => localStorage.clear());

describe('ReferralCodeCheck', () => {
  it('shows the welcome and stores a code the server knows', async () => {
    const { request, rendered } = renderCheck(() => ({ referralCodeExists: true }));
    await rendered;
    expect(await screen.findByRole('heading', { name: 'Welcome, friend' })).toBeTruthy();
    expect(request.mock.calls[0]?.[1]).toEqual({ referralCode: 'FRIEND42' });
    expect(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY)).toBe('FRIEND42');
  });

  it('says an unknown code does not exist, and does not store it', async () => {
    localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, 'EARLIER1');
    await renderCheck(() => ({ referralCodeExists: false })).rendered;
    expect(
      await screen.findByRole('heading', { name: 'This referral code does not exist!' }),
    ).toBeTruthy();
    expect(screen.queryByText('Welcome, friend')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/auth/sign-up',
    );
    expect(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY)).toBe('EARLIER1');
  });

  it('keeps the code when the check fails (sign-up checks it again)', async () => {
    await renderCheck(() => {
      throw graphqlError('unexpected');
    }).rendered;
    expect(await screen.findByRole('heading', { name: 'Welcome, friend' })).toBeTruthy();
    expect(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY)).toBe('FRIEND42');
  });
});
