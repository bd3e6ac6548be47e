// An app under test that sends its mails to a real local SMTP inbox, with helpers for the account flows.
import { expect } from 'vitest';
import {
  requestEmailCodeMutation,
  signInMutation,
  signUpMutation,
  type AuthPayloadResult,
} from './account-operations.ts';
import { createAccountClient, type AccountClient } from './account-client.ts';
import { codeOf, startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { startTestServer, type StartTestServerOptions, type TestServer } from './test-server.ts';

export type AccountsTestServer = TestServer & {
  inbox: SmtpInbox;
  client: (options?: { ip?: string }) => AccountClient;
};

export const STRONG_PASSWORD = 'Quiet-Harbor-42!';

export async function startAccountsServer(
  options: StartTestServerOptions = {},
): Promise<AccountsTestServer> {
  const inbox = await startSmtpInbox();
  const server = await startTestServer({
    ...options,
    env: { SMTP_URL: inbox.url, ...options.env },
  });
  return {
    ...server,
    inbox,
    client: (clientOptions) => createAccountClient(server.url, clientOptions),
    close: async () => {
      await server.close();
      await inbox.close();
    },
  };
}

/** Asks for a code and reads it from the mail that arrives. */
export async function mailedCode(
  server: AccountsTestServer,
  client: AccountClient,
  email: string,
  purpose: 'SIGN_UP' | 'RESET_PASSWORD' | 'VERIFY_EMAIL' | 'CHANGE_EMAIL',
): Promise<string> {
  const seen = server.inbox.count(email);
  const { body } = await client.graphql(requestEmailCodeMutation, { email, purpose });
  expect(body).toEqual({ data: { requestEmailCode: true } });
  return codeOf(await server.inbox.next(email, seen));
}

/** Signs a new player up through the e-mailed code; the client keeps the session. */
export async function signUp(
  server: AccountsTestServer,
  client: AccountClient,
  email: string,
  extra: { password?: string; referralCode?: string; fingerprint?: string } = {},
): Promise<AuthPayloadResult> {
  const code = await mailedCode(server, client, email, 'SIGN_UP');
  const { body } = await client.graphql(signUpMutation, {
    input: { email, password: extra.password ?? STRONG_PASSWORD, code, ...extra },
  });
  expect(body.errors).toBeUndefined();
  const payload = body.data?.['signUpWithEmail'] as AuthPayloadResult;
  client.accessToken = payload.accessToken;
  return payload;
}

export async function signIn(
  client: AccountClient,
  email: string,
  password = STRONG_PASSWORD,
): Promise<AuthPayloadResult> {
  const { body } = await client.graphql(signInMutation, { email, password });
  expect(body.errors).toBeUndefined();
  const payload = body.data?.['signInWithEmail'] as AuthPayloadResult;
  client.accessToken = payload.accessToken;
  return payload;
}

/** The extension code and message of the first error. */
export function firstError(body: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) {
  const error = body.errors?.[0];
  return { code: error?.extensions?.['code'], message: error?.message };
}
