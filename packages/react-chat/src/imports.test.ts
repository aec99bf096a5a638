// The package reaches its customers' pages, so what it may import is checked here (the repo's
// import check covers the apps): contracts for their types only (their runtime brings zod),
// nothing from the apps.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '.');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm;

describe('what the widget imports', () => {
  const files = sources(srcDir);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('imports @frontdesk/contracts for types only, and nothing from the apps', () => {
    const problems: string[] = [];
    for (const file of files) {
      for (const [, , typeOnly, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (specifier.startsWith('@frontdesk/contracts') && !typeOnly) {
          problems.push(`${file}: runtime import of ${specifier}`);
        }
        if (/apps\/|@frontdesk\/(web|server)/.test(specifier)) {
          problems.push(`${file}: imports ${specifier}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('allows only the hooks that Preact shares, so the script build runs the same code', () => {
    const allowed = new Set(['useEffect', 'useId', 'useLayoutEffect', 'useRef', 'useState']);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, names = ''] of text.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'react'/gm)) {
        for (const name of names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          expect(allowed, `${file} imports ${name} from react`).toContain(name);
        }
      }
    }
  });
});
