import { describe, expect, it } from 'vitest';
import { createCapturingLogger } from '../../test/support/log-capture';

function capture() {
  const { logger: log, lines } = createCapturingLogger();
  return { log, text: () => lines.join('\n'), last: () => JSON.parse(lines.at(-1)!) };
}

const CUSTOMER = 'my card ends in 4242 and my name is Ottoline Quarrington';

describe('log redaction', () => {
  it('cuts secrets and content at any depth, keeping the rest', () => {
    const { log, text, last } = capture();
    log.info(
      {
        organizationId: 'org-1',
        deep: { a: { b: { c: { password: 'hunter2!', note: 'Bearer abc.def.ghi', ok: 7 } } } },
        headers: { authorization: 'Bearer zzz', cookie: 'sid=1' },
        list: [{ accessToken: 'tok-1' }, { messages: [{ role: 'user', content: CUSTOMER }] }],
        link: 'https://app.example/change-password?email=a%40b.co&token=reset-secret-1',
        key: 'fd_pk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      },
      'checked',
    );
    const line = text();
    for (const secret of ['hunter2!', 'abc.def.ghi', 'zzz', 'sid=1', 'tok-1', 'reset-secret-1']) {
      expect(line).not.toContain(secret);
    }
    expect(line).not.toContain('Ottoline');
    expect(line).not.toContain('fd_pk_AAAA');
    expect(last()).toMatchObject({ organizationId: 'org-1', msg: 'checked' });
    expect(last().deep.a.b.c.ok).toBe(7);
  });

  it('keeps what failed and where from an error, not the prompt or data it carried', () => {
    const { log, text, last } = capture();
    const cause = Object.assign(
      new Error(`Failed query: insert into "messages"\nparams: ${CUSTOMER}`),
      {
        code: '23505',
      },
    );
    const error = Object.assign(new Error('model overloaded', { cause }), {
      name: 'AI_APICallError',
      url: 'https://llm.example/v1/chat?api-key=sk-live-123456789',
      statusCode: 500,
      requestBodyValues: { messages: [{ role: 'user', content: CUSTOMER }] },
      responseBody: `{"error":"bad","echo":"${CUSTOMER}"}`,
      data: { prompt: CUSTOMER },
    });
    const retry = Object.assign(
      new Error('Failed after 2 attempts. Last error: model overloaded'),
      {
        errors: [error, error],
        lastError: error,
      },
    );
    log.warn({ err: retry, organizationId: 'org-1' }, 'model call failed');
    expect(text()).not.toContain('Ottoline');
    expect(text()).not.toContain('sk-live-123456789');
    const { err } = last();
    expect(err.message).toBe('Failed after 2 attempts. Last error: model overloaded');
    expect(err.stack).toMatch(/^Error: Failed after 2 attempts/);
    expect(err.errors[0]).toMatchObject({
      message: 'model overloaded',
      statusCode: 500,
      url: 'https://llm.example/v1/chat',
    });
    expect(err.errors[0].cause).toMatchObject({
      code: '23505',
      message: 'Failed query: insert into "messages"',
    });
  });

  it('clears an error message of the content it quotes', () => {
    const { log, last } = capture();
    const error = Object.assign(
      new Error(`Type validation failed: Value: ${JSON.stringify({ q: CUSTOMER })}.`),
      {
        value: { q: CUSTOMER },
      },
    );
    log.error(error);
    expect(JSON.stringify(last())).not.toContain('Ottoline');
    expect(last().msg).toBe('Type validation failed: Value: [redacted].');
  });

  it('cuts the token of an invitation link wherever it is written, not a member row id', () => {
    const { log, last } = capture();
    const token = 'Qx7-invitation_token_0123456789abcdef';
    log.info(
      { link: `https://app.example/invitations/${token}` },
      `opened /api/v1/invitations/${token}/accept then /api/v1/users/invitations/row-42/resend`,
    );
    expect(JSON.stringify(last())).not.toContain(token);
    expect(last().link).toBe('https://app.example/invitations/[redacted]');
    expect(last().msg).toBe(
      'opened /api/v1/invitations/[redacted]/accept then /api/v1/users/invitations/row-42/resend',
    );
  });
});
