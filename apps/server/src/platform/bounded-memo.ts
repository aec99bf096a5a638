/**
 * `compute` remembered per key, for at most `limit` keys: when full, the key remembered first is
 * forgotten (a Map keeps insertion order). For lookups that repeat (words customers ask about,
 * tools' schemas) whose answers never change for a key. A computation that throws is not kept.
 */
export function memoizeBounded<Key, Value>(
  limit: number,
  compute: (key: Key) => Value,
): (key: Key) => Value {
  const values = new Map<Key, Value>();
  return (key) => {
    if (values.has(key)) return values.get(key) as Value;
    const value = compute(key);
    if (values.size >= limit) values.delete(values.keys().next().value as Key);
    values.set(key, value);
    return value;
  };
}
