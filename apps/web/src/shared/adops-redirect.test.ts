// spec 1 §9 adops-redirect-uri: a campaign's same-site landing page, taken by a new account once.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADOPS_REDIRECT_URI_STORAGE_KEY,
  keepAdopsRedirect,
  takeAdopsRedirect,
} from './adops-redirect.ts';

beforeEach(() => localStorage.clear());

describe('adops-redirect-uri', () => {
  it('sends a new account to the campaign page once', () => {
    keepAdopsRedirect('?adops_redirect_uri=%2Fmints%2Faurora-pilots&source=ad');
    expect(localStorage.getItem(ADOPS_REDIRECT_URI_STORAGE_KEY)).toBe('/mints/aurora-pilots');
    expect(takeAdopsRedirect({ isNewUser: true })).toBe('/mints/aurora-pilots');
    expect(takeAdopsRedirect({ isNewUser: true })).toBeNull();
  });

  it('drops it for an existing player signing in, and never keeps another site', () => {
    keepAdopsRedirect('?adops_redirect_uri=/shop');
    expect(takeAdopsRedirect({ isNewUser: false })).toBeNull();
    expect(localStorage.getItem(ADOPS_REDIRECT_URI_STORAGE_KEY)).toBeNull();
    keepAdopsRedirect('?adops_redirect_uri=%2F%2Fevil.example');
    keepAdopsRedirect('?adops_redirect_uri=https%3A%2F%2Fevil.example');
    expect(localStorage.getItem(ADOPS_REDIRECT_URI_STORAGE_KEY)).toBeNull();
  });
});
