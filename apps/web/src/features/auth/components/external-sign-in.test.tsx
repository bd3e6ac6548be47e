// spec 2 §1: the flag and the custom backend token toggle in local storage choose the sign-in.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteKeys } from '@levelup/api/site';
import {
  AUTH_REDIRECT_URI_KEY,
  CUSTOM_BACKEND_TOKENS_KEY,
  EXTERNAL_SIGN_IN_STATE_KEY,
  ORIGIN_URI_KEY,
} from '@levelup/domain/external-sign-in';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { useCustomBackendTokens } from '../hooks/use-custom-backend-tokens.ts';
import { BackToExternalSignIn, ExternalSignIn } from './external-sign-in.tsx';

function SignInChoice() {
  const mode = useCustomBackendTokens();
  return mode.customBackendTokens ? (
    <>
      <p>Our own sign-in</p>
      <BackToExternalSignIn mode={mode} />
    </>
  ) : (
    <ExternalSignIn mode={mode} />
  );
}

function withFlag(customBackendTokens: boolean) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteKeys.featureFlags, { featureFlags: { customBackendTokens } });
  return queryClient;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the sign-in mode', () => {
  it('keeps our own sign-in while the flag says custom backend tokens', async () => {
    await renderWithRouter(<SignInChoice />, { queryClient: withFlag(true) });
    expect(screen.getByText('Our own sign-in')).toBeTruthy();
    expect(screen.queryByText('Sign in with the identity service')).toBeNull();
  });

  it('sends "Log in" to the identity service, remembering where to come back', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/auth/login',
      search: '?redirect=%2Fallypass',
      assign,
    });
    await renderWithRouter(<SignInChoice />, {
      queryClient: withFlag(false),
      path: '/auth/login?redirect=%2Fallypass',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const state = sessionStorage.getItem(EXTERNAL_SIGN_IN_STATE_KEY) ?? '';
    expect(state).not.toBe('');
    expect(assign).toHaveBeenCalledWith(
      `/identity/authorize?return_to=%2Flevelup%2Fauth%2Fcallback&state=${state}`,
    );
    expect(localStorage.getItem(AUTH_REDIRECT_URI_KEY)).toBe('/allypass');
    expect(localStorage.getItem(ORIGIN_URI_KEY)).toBe('/auth/login?redirect=%2Fallypass');
    vi.restoreAllMocks();
  });

  it('lets the local-storage toggle force backend tokens, and go back to the flag', async () => {
    await renderWithRouter(<SignInChoice />, { queryClient: withFlag(false) });
    fireEvent.click(screen.getByRole('button', { name: 'Use a LevelUp password instead' }));
    expect(localStorage.getItem(CUSTOM_BACKEND_TOKENS_KEY)).toBe('true');
    expect(screen.getByText('Our own sign-in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the identity service' }));
    expect(localStorage.getItem(CUSTOM_BACKEND_TOKENS_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('follows a toggle set to the identity service even when the flag says backend tokens', async () => {
    localStorage.setItem(CUSTOM_BACKEND_TOKENS_KEY, 'false');
    await renderWithRouter(<SignInChoice />, { queryClient: withFlag(true) });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('says Sign up on the sign-up pages', async () => {
    const mode = { customBackendTokens: false, flag: false, setToggle: vi.fn() };
    await renderWithRouter(<ExternalSignIn mode={mode} actionLabel="Sign up" />);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });
});
