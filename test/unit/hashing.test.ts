import { sha256Hex } from '../../src/shared/hashing';

describe('when a key, token or idempotency scope is hashed', () => {
  it('then it is SHA-256 of its UTF-8 bytes as lowercase hex, so hashes stored by earlier versions still match', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('pk_live_é')).toBe('035476ccc72b6b6c49fc910069e0ac5d520096748e2d3e31fd7194b08488c00b');
  });
});
