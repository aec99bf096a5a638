/**
 * A Postgres array literal (`{"a","b"}`) for values sent as one text parameter and cast in the
 * statement (`$1::text[]`): PGlite and node-postgres both bind it the same way, which a JavaScript
 * array is not.
 */
export const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
