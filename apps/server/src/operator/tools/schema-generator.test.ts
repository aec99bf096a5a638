import { TOOL_DESCRIPTION_MAX_LENGTH } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { LINEAR_TIME_BOUND_MS } from '../../../test/support/linear-time';
import { checkArguments, problemWithArgumentsSchema } from './arguments';
import { generateSchemaFromText } from './schema-generator';

describe('the built-in schema generator', () => {
  it('reads a description as long as one may be, however long the text it is given', () => {
    // Thousands of distinct "by <x>" phrases: each one found is compared with all found before.
    const phrases = Array.from({ length: 20_000 }, (_, i) => `by field${i.toString(36)}`);
    const started = performance.now();
    const schema = generateSchemaFromText(phrases.join(' '));
    expect(performance.now() - started).toBeLessThan(LINEAR_TIME_BOUND_MS);
    expect(schema).toEqual(
      generateSchemaFromText(phrases.join(' ').slice(0, TOOL_DESCRIPTION_MAX_LENGTH)),
    );
  });

  it('picks out "by" and "for a" phrases and parameter-like words with types and formats', () => {
    const schema = generateSchemaFromText(
      'Books a table for a number of guests on a date at a given time, optionally with a phone number.',
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        guests: { type: 'integer', description: 'Number of guests', minimum: 1 },
        date: { type: 'string', description: 'Date (YYYY-MM-DD)', format: 'date' },
        time: { type: 'string', description: 'Time (HH:MM, 24-hour)', format: 'time' },
        phone_number: { type: 'string', description: 'Phone number, with country code' },
      },
      required: ['guests', 'date', 'time'],
    });
    expect(generateSchemaFromText('Refund an amount for an order id').properties).toEqual({
      amount: { type: 'number', description: 'Amount', minimum: 0 },
      order_id: { type: 'string', description: 'Order id' },
    });
    expect(generateSchemaFromText('Check the weather for a city').required).toEqual(['city']);
  });

  it('takes quoted names literally, and nothing else', () => {
    expect(
      generateSchemaFromText('Creates a support ticket from `subject` and "message body" fields.'),
    ).toEqual({
      type: 'object',
      properties: {
        subject: { type: 'string', description: 'Subject' },
        message_body: { type: 'string', description: 'Message body' },
      },
      required: ['subject', 'message_body'],
    });
  });

  it('always answers a valid object schema, with a free-text query when nothing stands out', () => {
    const descriptions = [
      "Returns today's opening hours.",
      'x',
      'by by by for a for the',
      '"" \'\' ``',
      `${'email '.repeat(50)}date amount quantity`,
    ];
    for (const text of descriptions) {
      const schema = generateSchemaFromText(text);
      expect(problemWithArgumentsSchema(JSON.stringify(schema)), text).toBeUndefined();
      expect(Object.keys(schema.properties).length, text).toBeGreaterThan(0);
      expect(Object.keys(schema.properties).length, text).toBeLessThanOrEqual(10);
      expect(
        schema.required.every((name) => name in schema.properties),
        text,
      ).toBe(true);
    }
    expect(generateSchemaFromText("Returns today's opening hours.").required).toEqual(['query']);
  });
});

describe('argument checks', () => {
  const schema = JSON.stringify({
    $id: 'https://example.com/shared-id',
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email' },
      day: { type: 'string', format: 'date' },
      code: { type: 'string', pattern: '^[a-z]+$' },
    },
    required: ['email'],
    additionalProperties: false,
  });

  it('validates against the schema, formats included, and explains what is wrong', () => {
    expect(checkArguments(schema, { email: 'ann@example.com', day: '2025-03-01' })).toEqual({
      valid: true,
      arguments: { email: 'ann@example.com', day: '2025-03-01' },
    });
    const wrong = checkArguments(schema, { email: 'nope', day: '03/01/2025', extra: 1 });
    expect(wrong.valid).toBe(false);
    const reason = wrong.valid ? '' : wrong.reason;
    expect(reason).toContain('arguments must NOT have additional properties');
    expect(reason).toContain('arguments/email must match format "email"');
    expect(reason).toContain('arguments/day must match format "date"');
    expect(checkArguments('', {})).toMatchObject({ valid: true });
    expect(checkArguments('', { surprise: true }).valid).toBe(false);
  });

  it('keeps tenants apart when their schemas share an $id', () => {
    const other = JSON.stringify({
      $id: 'https://example.com/shared-id',
      type: 'object',
      properties: { n: { type: 'integer' } },
    });
    expect(problemWithArgumentsSchema(schema)).toBeUndefined();
    expect(problemWithArgumentsSchema(other)).toBeUndefined();
    expect(checkArguments(other, { n: 'x' }).valid).toBe(false);
    expect(
      problemWithArgumentsSchema('{"type":"object","properties":{"a":{"type":"nope"}}}'),
    ).toMatch(/^The payload is not a valid JSON schema/);
  });
});
