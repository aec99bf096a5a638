import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives, for tests that read mail. */
export async function startSmtpCapture() {
  const received: ReceivedMail[] = [];
  /** Replies the next deliveries get instead of being accepted (tests of retries). */
  const refusals: { code: number; message: string }[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      attempts += 1;
      const refusal = refusals.shift();
      if (refusal) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest mail to `to` whose subject contains `subject`. */
    async waitFor(to: string, subject: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = received
          .filter((m) => m.to.includes(to) && m.subject.includes(subject))
          .at(-1);
        if (match) return match;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} with subject "${subject}" within ${timeoutMs} ms`);
    },
    /** The next `count` deliveries are refused with `code` (4xx: try later; 5xx: for good). */
    refuseNext(count: number, code: number, message = 'Refused by the test') {
      for (let i = 0; i < count; i++) refusals.push({ code, message });
    },
    /** Deliveries tried so far, refused ones included. */
    attempts: () => attempts,
    countTo(to: string) {
      return received.filter((m) => m.to.includes(to)).length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
