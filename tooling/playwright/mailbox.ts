// Reads what the mail catcher received, for the end-to-end tests.
import type { CaughtMail } from './mail-catcher.ts';

export const MAIL_CATCHER_SMTP_PORT = 4125;
export const MAIL_CATCHER_HTTP_PORT = 4126;

/** Waits for the newest mail to `to` received after `since`, and returns its 6-digit code. */
export async function waitForCode(to: string, since: Date, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/messages`);
    const mails = (await response.json()) as CaughtMail[];
    const mail = mails
      .filter((m) => m.to.includes(to.toLowerCase()) && new Date(m.receivedAt) >= since)
      .at(-1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code mailed to ${to}`);
}
