// The e-mail account service: codes (code-requests.ts) and sign-up, sign-in, recovery (email-auth.ts).
import type { AccountsDeps } from './accounts-deps.ts';
import { createCodeRequests } from './code-requests.ts';
import { createEmailAuth } from './email-auth.ts';

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(deps: AccountsDeps) {
  return { ...createCodeRequests(deps), ...createEmailAuth(deps) };
}
