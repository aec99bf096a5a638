/**
 * Whether a URL path matches any of the business's patterns: `*` matches anything, everything
 * else literally; a pattern starting with `/` is anchored at the path's start, others match
 * anywhere in it. Escaped before compiling, so a pattern cannot be a costly regular expression.
 */
export function matchesAny(patterns: string[], path: string): boolean {
  return patterns.some((pattern) => compile(pattern).test(path));
}

function compile(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(pattern.startsWith('/') ? `^${body}` : body);
}
