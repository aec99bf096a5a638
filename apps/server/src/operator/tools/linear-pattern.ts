import { RE2JS } from 're2js';

/**
 * Patterns in a tool's schema come from a business and the strings they meet from a model steered
 * by customers. JavaScript's engine backtracks, so one pattern such as `^\d*\d*\d*$` can hold the
 * process (every tenant) for minutes; RE2 (re2js, pure JavaScript) runs in time linear in the
 * input and the pattern. Its syntax is a subset of JavaScript's: look-arounds and
 * back-references do not exist there, and such patterns are refused when a tool is saved.
 */

/** Characters of a string a pattern is tried on at most; a longer string does not match. */
export const PATTERN_INPUT_MAX = 1000;
/**
 * Instructions of a compiled pattern at most. Linear time is still time: the cost is the input's
 * length times the program's size, and `(\w?){500}` compiles to thousands of instructions.
 */
export const PATTERN_PROGRAM_MAX = 1500;

/** `\1` or `\k<name>` not itself escaped: JavaScript back-references, which RE2 has not. */
const BACK_REFERENCE = /(?:^|[^\\])(?:\\\\)*\\(?:[1-9]|k<)/;

/** The pattern compiled by RE2, or why it cannot run here, in words for the business. */
function compileLinear(pattern: string): RE2JS | string {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return `The pattern "${pattern}" is not a valid regular expression.`;
  }
  const unsupported = `The pattern "${pattern}" is not supported: patterns may not use look-arounds (?= ?! ?<= ?<!) or back-references.`;
  if (BACK_REFERENCE.test(pattern)) return unsupported;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(RE2JS.translateRegExp(pattern));
  } catch {
    return unsupported;
  }
  if (compiled.re2().prog.inst.length > PATTERN_PROGRAM_MAX) {
    return `The pattern "${pattern}" is too complex to check: use smaller repeat counts.`;
  }
  return compiled;
}

/** Why a pattern cannot run here; undefined when it can. */
export function problemWithPattern(pattern: string): string | undefined {
  const compiled = compileLinear(pattern);
  return typeof compiled === 'string' ? compiled : undefined;
}

/**
 * A RegExp-like factory for ajv's `code.regExp`: patterns compiled by RE2, tested on at most
 * PATTERN_INPUT_MAX characters. Throws for a pattern `problemWithPattern` refuses.
 */
export const linearRegExp = Object.assign(
  (pattern: string, _flags: string) => {
    const compiled = compileLinear(pattern);
    if (typeof compiled === 'string') throw new Error(compiled);
    return {
      test: (text: string) => text.length <= PATTERN_INPUT_MAX && compiled.test(text),
      // ajv shares compiled patterns within its instance under this key: it must name the pattern.
      toString: () => `/${pattern}/re2`,
    };
  },
  { code: 'linearRegExp' },
);
