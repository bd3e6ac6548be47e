import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteKeys } from '@levelup/api/site';
import { sessionGrant, testSession } from '#app/session/session.fixtures.ts';
import { REFERRAL_CODE_STORAGE_KEY } from '#shared/referral-code.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { ONBOARDING_STEP_FLOW_KEY, saveOnboardingStep } from '../lib/onboarding-step-flow.ts';
import { SignUpForm } from './sign-up-form.tsx';

// The device's visitor id comes from FingerprintJS (issue 13 Build 6).
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: () => Promise.resolve({ get: () => Promise.resolve({ visitorId: 'visitor-1' }) }),
}));

function flagsOff() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteKeys.featureFlags, {
    featureFlags: {
      battlePass: false,
      shop: false,
      cms: false,
      premiumPass: false,
      premiumCrypto: false,
      multiBoosterPurchaseDisabled: false,
      legendaryChestDisabled: false,
      wallSidebarLiveCollections: false,
      wallGuestCriteria: false,
      captchaFeatures: [],
      captchaSiteKey: null,
    },
  });
  return queryClient;
}

async function fillDetails(password = 'Strong-pass1') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SignUpForm', () => {
  it('comes back from a reload on the code step with the e-mail kept and the password asked again (onboarding-step-flow)', async () => {
    saveOnboardingStep({
      step: 'code',
      email: 'back@example.com',
      referralCode: 'FRIEND-1',
      sentAt: Date.now(),
    });
    const { api } = fakeApi({});
    await renderWithRouter(<SignUpForm />, { api, queryClient: flagsOff() });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe(
      'back@example.com',
    );
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Referral code (optional)' }).value,
    ).toBe('FRIEND-1');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByRole('status').textContent).toContain(
      'We already sent a code to back@example.com.',
    );
    expect(sessionStorage.getItem(ONBOARDING_STEP_FLOW_KEY)).not.toContain('password');
  });

  it('ticks the password rules live and refuses a password that breaks one', async () => {
    const { api, request } = fakeApi({});
    await renderWithRouter(<SignUpForm />, { api, queryClient: flagsOff() });
    await fillDetails('weakpass');
    const rules = within(screen.getByRole('list', { name: 'Password rules' }));
    const met = rules.getAllByRole('listitem').filter((item) => item.dataset.met === 'true');
    expect(met.map((item) => item.textContent)).toEqual([
      'At least 8 characters (met)',
      'A lowercase letter (met)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(
      await screen.findByText('Your password does not meet every rule above yet.'),
    ).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('sends a SIGN_UP code, then signs up with the code, the FingerprintJS visitor id and the stored referral code', async () => {
    localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, 'FRIEND-1');
    const queryClient = flagsOff();
    const session = testSession({ queryClient });
    const { api, request } = fakeApi({
      RequestEmailCode: () => ({ requestEmailCode: true }),
      SignUpWithEmail: () => ({ signUpWithEmail: sessionGrant('new-user', { isNewUser: true }) }),
    });
    const { router } = await renderWithRouter(<SignUpForm />, { api, queryClient, session });
    expect(screen.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveProperty(
      'value',
      'FRIEND-1',
    );
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      variables: { email: 'new@example.com', purpose: 'SIGN_UP' },
    });
    expect(request.mock.calls[1]?.[0]).toMatchObject({
      variables: {
        input: {
          email: 'new@example.com',
          password: 'Strong-pass1',
          code: '123456',
          referralCode: 'FRIEND-1',
          fingerprint: 'visitor-1',
        },
      },
    });
    expect(session.store.getState().metadata).toMatchObject({
      isNewUser: true,
      isJustLoggedIn: true,
    });
  });

  it('goes back to the details with the spec text on the referral field for an unknown code', async () => {
    const { api } = fakeApi({
      RequestEmailCode: () => ({ requestEmailCode: true }),
      SignUpWithEmail: () => {
        throw graphqlError('invalid-referral-code', 'This referral code does not exist!');
      },
    });
    await renderWithRouter(<SignUpForm />, { api, queryClient: flagsOff() });
    await fillDetails();
    await userEvent.type(screen.getByRole('textbox', { name: 'Referral code (optional)' }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    const referral = await screen.findByRole('textbox', { name: 'Referral code (optional)' });
    const errorId = referral.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'This referral code does not exist!',
    );
  });

  it('asks for exactly 6 digits before checking the code', async () => {
    const { api, request } = fakeApi({ RequestEmailCode: () => ({ requestEmailCode: true }) });
    await renderWithRouter(<SignUpForm />, { api, queryClient: flagsOff() });
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(screen.getByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
