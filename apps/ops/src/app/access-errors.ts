// issue 29 §"Who uses it": a console call answered 'unauthenticated' sends the staff member to sign in,
// 'second-factor-required' to the second factor; the server checks both on every call.
import { apiErrorCode } from '@levelup/api/errors';

export type AccessRedirect = '/sign-in' | '/second-factor';

export function accessRedirect(error: unknown): AccessRedirect | null {
  const code = apiErrorCode(error);
  if (code === 'unauthenticated') return '/sign-in';
  if (code === 'second-factor-required') return '/second-factor';
  return null;
}
