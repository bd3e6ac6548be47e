// Issue 10 shared part 9: the privacy policy names what the product stores (the server's schema), why,
// how long, and how to ask for deletion.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { env } from '#env.ts';
import { PrivacyPolicy } from './privacy-policy.tsx';

it('names the stored data, the retention and the way to ask for deletion', () => {
  render(<PrivacyPolicy />);
  const text = document.body.textContent ?? '';
  for (const stored of [
    'e-mail address',
    'hash of your password',
    'avatar',
    'wallet address that paid',
    'FingerprintJS',
    'addresses of the wallets',
    'Cloudflare Turnstile',
    'IP address',
  ])
    expect(text).toContain(stored);
  expect(screen.getByRole('heading', { name: 'How long we keep it' })).toBeTruthy();
  expect(text).not.toContain('no accounts yet');
  const deletion = screen.getByRole('link', { name: env.supportEmail });
  expect(deletion.getAttribute('href')).toBe(
    `mailto:${env.supportEmail}?subject=Delete%20my%20account`,
  );
});
