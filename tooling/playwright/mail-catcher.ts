// A real SMTP server for the end-to-end tests (issue 3: "a real SMTP server started by the tests"):
// the API server sends its mails here over SMTP, and the tests read them over HTTP.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.argv[2] ?? 4125);
const httpPort = Number(process.argv[3] ?? 4126);

export type CaughtMail = { to: string[]; subject: string; text: string; receivedAt: string };
const mails: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/health' ? { status: 'ok' } : mails));
}).listen(httpPort, '127.0.0.1');
