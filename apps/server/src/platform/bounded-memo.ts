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
    setBounded(values, limit, key, value);
    return value;
  };
}

/**
 * Sets `key` in a map kept to at most `limit` entries. A Map keeps insertion order, so the key
 * set longest ago makes room; `key` itself, if present, is set anew as the newest.
 */
export function setBounded<Key, Value>(
  map: Map<Key, Value>,
  limit: number,
  key: Key,
  value: Value,
): void {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value as Key);
  map.set(key, value);
}
