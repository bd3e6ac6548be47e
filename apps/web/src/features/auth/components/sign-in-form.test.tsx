import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { siteKeys } from '@levelup/api/site';
import { sessionGrant, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { SignInForm } from './sign-in-form.tsx';

// The Turnstile widget is Cloudflare's: here the captcha modal answers with a token at once.
vi.mock('#shared/captcha/request-captcha-token.tsx', () => ({
  requestCaptchaToken: vi.fn(() => Promise.resolve('captcha-token')),
}));

function withFlags(captchaFeatures: string[] = []) {
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
      captchaFeatures,
      captchaSiteKey: null,
    },
  });
  return queryClient;
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('SignInForm', () => {
  it('shows each field error, linked to its input, without calling the server', async () => {
    const { api, request } = fakeApi({});
    await renderWithRouter(<SignInForm />, { api, queryClient: withFlags() });
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    // Validation is asynchronous: the errors render a moment after the click (slower on a busy machine).
    await waitFor(() => expect(describedBy(email)).toEqual(['Enter your e-mail address.']));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByLabelText('Password'))).toEqual(['Enter your password.']);
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the server's answer to a wrong password", async () => {
    const { api } = fakeApi({
      SignInWithEmail: () => {
        throw graphqlError('invalid-credentials', 'The e-mail or password is incorrect.');
      },
    });
    await renderWithRouter(<SignInForm />, { api, queryClient: withFlags() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nova@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail or password is incorrect.',
    );
  });

  it('starts the session and goes to the destination the auth redirect carried', async () => {
    const queryClient = withFlags();
    const session = testSession({ queryClient });
    const { api, request } = fakeApi({
      SignInWithEmail: () => ({ signInWithEmail: sessionGrant('t1') }),
    });
    const { router } = await renderWithRouter(<SignInForm />, {
      api,
      queryClient,
      session,
      path: '/auth/login?source=allypass&redirect=%2Fallypass',
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' nova@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Right-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allypass'));
    expect(session.store.getState()).toMatchObject({ status: 'signedIn', accessToken: 't1' });
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      variables: { email: 'nova@example.com', password: 'Right-pass1' },
      requestHeaders: {},
    });
  });

  it('shows the captcha and tries again when the server asks for it after failed attempts', async () => {
    const queryClient = withFlags();
    const session = testSession({ queryClient });
    let calls = 0;
    const { api, request } = fakeApi({
      SignInWithEmail: () => {
        calls += 1;
        if (calls === 1)
          throw graphqlError('turnstile-error', 'Captcha verification failed.', {
            captchaRequired: true,
          });
        return { signInWithEmail: sessionGrant('t2') };
      },
    });
    await renderWithRouter(<SignInForm />, { api, queryClient, session });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nova@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Right-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(session.store.getState()).toMatchObject({ accessToken: 't2' }));
    expect(request.mock.calls.map((call) => call[0])).toMatchObject([
      { requestHeaders: {} },
      { requestHeaders: { 'cf-turnstile-response': 'captcha-token' } },
    ]);
  });

  it('shows the too-many-requests text with the wait', async () => {
    const { api } = fakeApi({
      SignInWithEmail: () => {
        throw graphqlError('too-many-requests', 'x', { retryAfterSeconds: 30 });
      },
    });
    await renderWithRouter(<SignInForm />, { api, queryClient: withFlags() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nova@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Sorry, we've hit traffic. Please try again shortly. (Retry in 30 s.)",
    );
  });
});
