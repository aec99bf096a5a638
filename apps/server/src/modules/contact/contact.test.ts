import { describe, expect, it } from 'vitest';
import { call, useTestContext } from '../../../test/support/test-app';
import { contactMessages } from '../../platform/db/schema';

const context = useTestContext({ CONTACT_EMAIL: 'team@frontdesk.test' });

const storedCount = async () => (await context.database.db.select().from(contactMessages)).length;

describe('contact form', () => {
  it('stores the message and mails it to CONTACT_EMAIL', async () => {
    const response = await call(context.app, 'POST', '/contact', {
      body: { name: 'Dana', email: 'dana@example.com', message: 'Can we book a demo?' },
      ip: '192.0.2.1',
    });
    expect(response.statusCode).toBe(201);
    const mail = await context.smtp.waitFor('team@frontdesk.test', 'Contact form: Dana');
    expect(mail.text).toContain('dana@example.com');
    expect(mail.text).toContain('Can we book a demo?');
    expect(await storedCount()).toBe(1);
  });

  it('logs that a contact mail was sent, never its subject or the sender', async () => {
    const response = await call(context.app, 'POST', '/contact', {
      body: { name: 'Zelda Quartermain', email: 'zelda@example.com', message: 'Call me' },
      ip: '192.0.2.9',
    });
    expect(response.statusCode).toBe(201);
    await context.smtp.waitFor('team@frontdesk.test', 'Contact form: Zelda Quartermain');
    const sent = context.logs.filter((line) => line.includes('mail sent'));
    expect(sent.some((line) => line.includes('contact form'))).toBe(true);
    const text = context.logs.join('\n');
    expect(text).not.toContain('Zelda');
    expect(text).not.toContain('Quartermain');
    expect(text).not.toContain('Contact form:');
  });

  it('answers 400 to bad input and stores nothing', async () => {
    const before = await storedCount();
    for (const body of [
      { name: '', email: 'dana@example.com', message: 'Hi' },
      { name: 'Dana', email: 'not-an-email', message: 'Hi' },
      { name: 'Dana', email: 'dana@example.com', message: '   ' },
      { name: 'Dana', email: 'dana@example.com', message: 'x'.repeat(5001) },
    ]) {
      const response = await call(context.app, 'POST', '/contact', { body, ip: '192.0.2.2' });
      expect(response.statusCode).toBe(400);
    }
    expect(await storedCount()).toBe(before);
  });

  it('rate-limits each IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(context.app, 'POST', '/contact', {
        body: { name: 'Eve', email: 'eve@example.com', message: `Message ${i}` },
        ip: '192.0.2.3',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await call(context.app, 'POST', '/contact', {
      body: { name: 'Fay', email: 'fay@example.com', message: 'Hello' },
      ip: '192.0.2.4',
    });
    expect(other.statusCode).toBe(201);
  });
});
