// The e-mails of issue 3 Build 5: plain text and simple HTML with the 6-digit code, the product name
// from configuration and the season's e-mail template id (spec 1 §3 emailTemplateId).
import type { MailMessage } from '#mail/mailer.ts';
import type { EmailCodePurpose } from './email-codes-store.ts';

const intros: Record<EmailCodePurpose, (product: string) => { subject: string; line: string }> = {
  SIGN_UP: (product) => ({
    subject: `Your ${product} sign-up code`,
    line: `Use this code to create your ${product} account:`,
  }),
  RESET_PASSWORD: (product) => ({
    subject: `Reset your ${product} password`,
    line: `Use this code to set a new password for your ${product} account:`,
  }),
  VERIFY_EMAIL: (product) => ({
    subject: `Verify your ${product} e-mail`,
    line: `Use this code to verify the e-mail of your ${product} account:`,
  }),
  CHANGE_EMAIL: (product) => ({
    subject: `Confirm your new ${product} e-mail`,
    line: `Use this code to make this address the e-mail of your ${product} account:`,
  }),
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  templateId: string | null,
  code?: string,
): MailMessage {
  const html = paragraphs
    .map((paragraph) =>
      paragraph === code
        ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(paragraph)}</p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n`,
    templateId,
  };
}

export function codeMail({
  to,
  purpose,
  code,
  productName,
  templateId,
}: {
  to: string;
  purpose: EmailCodePurpose;
  code: string;
  productName: string;
  templateId: string | null;
}): MailMessage {
  const { subject, line } = intros[purpose](productName);
  return message(
    to,
    subject,
    [
      line,
      code,
      'The code expires in 10 minutes and works once.',
      `If you did not ask for it, you can ignore this e-mail. — ${productName}`,
    ],
    templateId,
    code,
  );
}

/** Sent instead of a sign-up code when the address already has an account: nothing is revealed to the requester. */
export function existingAccountMail({
  to,
  productName,
  templateId,
}: {
  to: string;
  productName: string;
  templateId: string | null;
}): MailMessage {
  return message(
    to,
    `You already have a ${productName} account`,
    [
      `Someone asked to create a ${productName} account with this e-mail, which already has one.`,
      'Sign in instead, or use "Forgot your password?" if you no longer know it.',
      `If it was not you, you can ignore this e-mail. — ${productName}`,
    ],
    templateId,
  );
}
