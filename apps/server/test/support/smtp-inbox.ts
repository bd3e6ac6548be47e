// A real SMTP server (npm smtp-server) that the app under test sends its mails to; messages are parsed
// with mailparser so tests read the code the way a player reads it.
import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type InboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  templateId: string | null;
};

export type SmtpInbox = {
  /** SMTP_URL for the server under test. */
  url: string;
  mails: InboxMail[];
  /**
   * The next mail to `to` after the `seen` mails it already had: resolves when the SMTP server has
   * received it (an event, not a poll); the test's own timeout bounds the wait.
   */
  next: (to: string, seen?: number) => Promise<InboxMail>;
  /** Mails to `to` so far. */
  count: (to: string) => number;
  close: () => Promise<void>;
};

function toMail(parsed: ParsedMail): InboxMail {
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  const templateId = parsed.headers.get('x-template-id');
  return {
    to: to?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    templateId: typeof templateId === 'string' ? templateId : null,
  };
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: InboxMail[] = [];
  const received = new EventEmitter().setMaxListeners(0);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push(toMail(parsed));
          callback();
          received.emit('mail');
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) =>
    mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    count: (address) => to(address).length,
    async next(address, seen = 0) {
      for (;;) {
        const mail = to(address)[seen];
        if (mail) return mail;
        await once(received, 'mail');
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a mail (spec 1 §5 OTP). */
export function codeOf(mail: InboxMail): string {
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`);
  return match[1];
}
