import { BASE62, newId, randomBase62 } from '../../src/shared/ids';

describe('when ids are made from the buffered random bytes', () => {
  it('then each is its prefix and 24 base62 characters, and 10,000 of them are distinct', () => {
    const ids = Array.from({ length: 10_000 }, () => newId('cart'));
    for (const id of ids) expect(id).toMatch(/^cart_[0-9A-Za-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('then every base62 character is about equally likely, across many refills of the buffer', () => {
    const counts = new Map<string, number>();
    const text = Array.from({ length: 4_000 }, () => randomBase62(62)).join('');
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    const expected = text.length / BASE62.length;
    expect(counts.size).toBe(BASE62.length);
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.15);
  });
});
