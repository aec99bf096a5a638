/**
 * The tools attack of bench/abuse.ts, in a process of its own: the heap after `count` tools with
 * ever-new argument schemas were saved (each schema checked) and called (arguments validated),
 * through the argument checks of the checkout whose server folder is given. Prints one JSON line.
 *
 *   node --expose-gc --import tsx bench/tool-schemas-memory.ts <checkout>/apps/server 10000
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [serverDir = '.', countText = '10000'] = process.argv.slice(2);
const count = Number(countText);

interface ArgumentChecks {
  problemWithArgumentsSchema(payload: string): string | undefined;
  checkArguments(payload: string, input: unknown): unknown;
}

const checks = (await import(
  pathToFileURL(path.resolve(serverDir, 'src/operator/tools/arguments.ts')).href
)) as ArgumentChecks;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** A tool's payload as a person writes it, with names no other tool has used. */
const payloadOf = (i: number) =>
  JSON.stringify({
    type: 'object',
    properties: {
      [`order_${i}`]: { type: 'string', pattern: `^[A-Z]{2}-${i}-[0-9]+$` },
      [`quantity_${i}`]: { type: 'integer', minimum: 1, maximum: 100 + i },
      note: { type: 'string', maxLength: 200 },
    },
    required: [`order_${i}`],
  });

// The first schemas warm up Ajv itself (its meta-schemas and code generator), not the attack.
for (let i = 0; i < 50; i++) checks.problemWithArgumentsSchema(payloadOf(-i - 1));
const before = heapMb();
const started = performance.now();
for (let i = 0; i < count; i++) {
  const payload = payloadOf(i);
  if (checks.problemWithArgumentsSchema(payload)) throw new Error(`schema ${i} was refused`);
  checks.checkArguments(payload, { [`order_${i}`]: `AB-${i}-1` });
}
const seconds = (performance.now() - started) / 1000;
const after = heapMb();

console.log(
  JSON.stringify({
    [`heap after ${count.toLocaleString('en')} new schemas`]: `${before.toFixed(1)} -> ${after.toFixed(1)} MB`,
    'time per schema': `${((1000 * seconds) / count).toFixed(2)} ms`,
  }),
);
