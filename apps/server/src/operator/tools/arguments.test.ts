import type { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { LINEAR_TIME_BOUND_MS } from '../../../test/support/linear-time';
import {
  argumentsValidators,
  checkArguments,
  problemWithArgumentsSchema,
  VALIDATORS_PER_GENERATION,
} from './arguments';

const withPattern = (pattern: string, name = 'code') =>
  JSON.stringify({ type: 'object', properties: { [name]: { type: 'string', pattern } } });

describe('patterns in an arguments schema', () => {
  it('checks each schema with its own patterns, whoever compiled another one first', () => {
    const letters = withPattern('^a+$');
    const digits = withPattern('^b+$');
    const keyed = (key: string) =>
      JSON.stringify({
        type: 'object',
        patternProperties: { [key]: { type: 'integer' } },
        additionalProperties: false,
      });
    expect(checkArguments(letters, { code: 'aaa' }).valid).toBe(true);
    expect(checkArguments(digits, { code: 'bbb' }).valid).toBe(true);
    expect(checkArguments(digits, { code: 'aaa' }).valid).toBe(false);
    expect(checkArguments(letters, { code: 'bbb' }).valid).toBe(false);
    expect(checkArguments(keyed('^x_'), { x_1: 1 }).valid).toBe(true);
    expect(checkArguments(keyed('^y_'), { x_1: 1 }).valid).toBe(false);
    expect(checkArguments(keyed('^y_'), { y_1: 1 }).valid).toBe(true);
  });

  it('accepts nested quantifiers, which run in linear time, and gives no pattern a long input', () => {
    for (const pattern of ['^(a+)+$', '(a|ab)*c', '^([a-z]*[0-9]?){2,}$', '^((a+))*$']) {
      expect(problemWithArgumentsSchema(withPattern(pattern)), pattern).toBeUndefined();
      const started = performance.now();
      expect(checkArguments(withPattern(pattern), { code: `${'a'.repeat(999)}!` }).valid).toBe(
        false,
      );
      expect(performance.now() - started, pattern).toBeLessThan(LINEAR_TIME_BOUND_MS);
    }
    for (const pattern of [
      '^A-\\d+$',
      '^[a-z]+(-[a-z]+)?$',
      '^(\\+|00)[0-9 ]{6,15}$',
      '^\\(\\d+\\)*$',
      '[(]+',
      '^\\u00e9t\\u00e9$',
      '^\\p{L}+$',
      '^(?<year>\\d{4})-\\d{2}$',
      '^[^/]+/x$',
    ]) {
      expect(problemWithArgumentsSchema(withPattern(pattern)), pattern).toBeUndefined();
    }
    expect(checkArguments(withPattern('^\\u00e9t\\u00e9$'), { code: 'été' }).valid).toBe(true);
    expect(checkArguments(withPattern('^\\p{L}+$'), { code: 'Zoë' }).valid).toBe(true);
    expect(checkArguments(withPattern('^[^/]+/x$'), { code: 'a/x' }).valid).toBe(true);
    expect(checkArguments(withPattern('^[a-z]+$'), { code: 'a'.repeat(5000) }).valid).toBe(false);
  });

  it('keeps formats fast on long strings', () => {
    const schema = JSON.stringify({
      type: 'object',
      properties: { email: { type: 'string', format: 'email' } },
    });
    const started = performance.now();
    const long = `a@${'.'.repeat(50_000)}@`;
    expect(checkArguments(schema, { email: long }).valid).toBe(false);
    expect(performance.now() - started).toBeLessThan(LINEAR_TIME_BOUND_MS);
  });
});

describe('compiled schemas', () => {
  /**
   * What an Ajv instance holds: every schema it compiled, for its whole life (its private cache;
   * read here because this memory is the point), plus the meta-schema it starts with.
   */
  const heldBy = (ajv: Ajv) => (ajv as unknown as { _cache: Map<unknown, unknown> })._cache.size;

  it('are kept in bounded memory, however many distinct schemas tools bring', () => {
    const schemaNumbered = (n: number) =>
      JSON.stringify({ type: 'object', properties: { [`field_${n}`]: { type: 'integer' } } });
    // A schema that fails to compile is held by Ajv all the same: some of these do.
    const brokenNumbered = (n: number) =>
      JSON.stringify({ type: 'object', properties: { [`field_${n}`]: { type: 'nope' } } });
    const first = schemaNumbered(0);
    expect(checkArguments(first, { field_0: 1 }).valid).toBe(true);

    const instances = new Set<Ajv>();
    let mostHeld = 0;
    for (let n = 1; n <= 2 * VALIDATORS_PER_GENERATION + 50; n++) {
      const problem = problemWithArgumentsSchema(
        n % 10 === 0 ? brokenNumbered(n) : schemaNumbered(n),
      );
      expect(problem === undefined, String(n)).toBe(n % 10 !== 0);
      instances.add(argumentsValidators.ajv);
      mostHeld = Math.max(mostHeld, heldBy(argumentsValidators.ajv));
    }
    // Only the live instance is referred to; the ones before it, and all they compiled, are garbage.
    expect(instances.size).toBeGreaterThanOrEqual(3);
    expect(mostHeld).toBeLessThanOrEqual(VALIDATORS_PER_GENERATION + 1);
    // A schema of a dropped generation still checks arguments: it is compiled again, once.
    expect(checkArguments(first, { field_0: 'one' }).valid).toBe(false);
    const held = heldBy(argumentsValidators.ajv);
    expect(checkArguments(first, { field_0: 2 }).valid).toBe(true);
    expect(heldBy(argumentsValidators.ajv)).toBe(held);
  });
});
