// E-mail delivery behind a small interface (ARCHITECTURE.md "External services"): SMTP through
// nodemailer when SMTP_URL is set, otherwise the outbox folder a developer can read (outbox.ts).
import { createTransport } from 'nodemailer';
import { createOutboxMailer } from './outbox.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The season's e-mail template id (spec 1 §3 emailTemplateId), sent as X-Template-Id. */
  templateId: string | null;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export type MailConfig = { smtpUrl: string | null; from: string; outboxDir: string };

export function createMailer({ smtpUrl, from, outboxDir }: MailConfig): Mailer {
  if (!smtpUrl) return createOutboxMailer({ from, outboxDir });
  const transport = createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.templateId ? { 'X-Template-Id': message.templateId } : {},
      });
    },
    close: () => transport.close(),
  };
}

export type MailDispatcher = {
  /** Sends in the background, so a request answers without waiting for the mail server. */
  dispatch: (message: MailMessage) => void;
  /** Waits for every mail still being sent (server shutdown, tests). */
  drain: () => Promise<void>;
};

export function createMailDispatcher(
  mailer: Mailer,
  onError: (error: unknown) => void,
): MailDispatcher {
  const pending = new Set<Promise<void>>();
  return {
    dispatch(message) {
      // Started on a later turn of the event loop: the request answers before any mail work begins.
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailer.send(message))
        .catch(onError);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}
