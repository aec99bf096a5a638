/**
 * What the app instances talk to on loopback during the e2e run: a real SMTP server that files each
 * mail as JSON, an OpenAI-compatible model server, and the business's own HTTP endpoint that the
 * operator's tools call.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startChatCompletionsServer } from '../../apps/server/test/support/chat-completions-server';
import { startToolEndpoint } from '../../apps/server/test/support/tool-endpoint';
import { findFreePort } from './app-server';
import { parseMail } from './mime';

export async function startMailServer(
  mailDir: string,
): Promise<{ server: SMTPServer; port: number }> {
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
          // The envelope is who the mail really went to; the To header is only its label.
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const mail = {
            ...parsed,
            to: envelope.length > 0 ? envelope : parsed.to,
            receivedAt: new Date().toISOString(),
          };
          sequence += 1;
          const name = `${Date.now()}-${String(sequence).padStart(4, '0')}.json`;
          // Write then rename would be atomic, but readers skip files that do not parse yet.
          writeFileSync(join(mailDir, name), JSON.stringify(mail, null, 2));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  const port = await findFreePort();
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  return { server, port };
}

export const TOOL_ORDER_ID = 'A-1001';

/** The business's endpoint for the `check_order` tool, and a model that calls that tool. */
export async function startModelAndToolEndpoint() {
  const toolEndpoint = await startToolEndpoint(() => ({
    body: JSON.stringify({ orderId: TOOL_ORDER_ID, status: 'shipped', carrier: 'DHL' }),
  }));
  // The model calls `check_order` once a tool of that name is offered, then answers with its result.
  const model = await startChatCompletionsServer({
    reply: 'Here is the latest on your order:',
    toolCall: { name: 'check_order', arguments: { orderid: TOOL_ORDER_ID } },
  });
  return { toolEndpoint, model };
}
