import { describe, expect, it } from 'vitest';
import { memoizeBounded, setBounded } from './bounded-memo';

describe('memoizeBounded', () => {
  it('computes a key once, undefined answers included', () => {
    const computed: string[] = [];
    const lookUp = memoizeBounded(10, (key: string) => {
      computed.push(key);
      return key === 'none' ? undefined : key.length;
    });
    expect([lookUp('ab'), lookUp('ab'), lookUp('none'), lookUp('none')]).toEqual([
      2,
      2,
      undefined,
      undefined,
    ]);
    expect(computed).toEqual(['ab', 'none']);
  });

  it('forgets the key remembered first when full', () => {
    const computed: number[] = [];
    const lookUp = memoizeBounded(2, (key: number) => {
      computed.push(key);
      return key * 2;
    });
    for (const key of [1, 2, 3, 2, 1]) lookUp(key);
    expect(computed).toEqual([1, 2, 3, 1]);
  });

  it('keeps nothing for a computation that throws', () => {
    let calls = 0;
    const lookUp = memoizeBounded(2, (_key: string) => {
      calls += 1;
      throw new Error('no');
    });
    expect(() => lookUp('x')).toThrow('no');
    expect(() => lookUp('x')).toThrow('no');
    expect(calls).toBe(2);
  });
});

describe('setBounded', () => {
  it('makes room by forgetting the key set longest ago; a key set again is the newest', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['a', 3],
      ['c', 4],
    ] as const) {
      setBounded(map, 2, key, value);
    }
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
