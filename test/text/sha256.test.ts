// The pure SHA-256 behind every etag: the FIPS 180-4 / NIST example vectors,
// every length around the padding boundaries and a 1 MB input, each
// compared with node:crypto.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256, sha256Hex } from '../../src/text/sha256.js';
import { computeEtag } from '../../src/repository/text/etag.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const nodeHex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it('hashes the NIST example messages', () => {
    expect(sha256Hex(new Uint8Array())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(utf8('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // The 448-bit message: padding spills into a second block.
    expect(sha256Hex(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(
      sha256Hex(utf8('abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu')),
    ).toBe('cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1');
    expect(sha256Hex(new Uint8Array(1_000_000).fill(0x61))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('returns the 32 digest bytes, of which the hex form is the spelling', () => {
    const digest = sha256(utf8('abc'));
    expect(digest).toBeInstanceOf(Uint8Array);
    expect(digest.length).toBe(32);
    expect(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')).toBe(sha256Hex(utf8('abc')));
  });

  it('agrees with node:crypto on every length from 0 to 300 bytes (all padding cases)', () => {
    const source = randomBytes(300);
    for (let length = 0; length <= 300; length++) {
      const bytes = source.subarray(0, length);
      expect(sha256Hex(bytes), `length ${length}`).toBe(nodeHex(bytes));
    }
  });

  it('agrees with node:crypto on a 1 MB input, and on a view into a larger buffer', () => {
    const big = randomBytes(1 << 20);
    expect(sha256Hex(big)).toBe(nodeHex(big));
    const view = big.subarray(12_345, 12_345 + 70_001);
    expect(view.byteOffset).toBeGreaterThan(0);
    expect(sha256Hex(view)).toBe(nodeHex(view));
  });

  it('does not modify its input', () => {
    const bytes = randomBytes(130);
    const copy = Array.from(bytes);
    sha256(bytes);
    expect(Array.from(bytes)).toEqual(copy);
  });

  it('is the etag of a stored file, byte for byte what node:crypto gives', () => {
    for (const text of ['', '---\nid: x\n---\n\n# T\n', '\ufeffa\r\nb\r\n', 'ü'.repeat(5000)]) {
      expect(computeEtag(utf8(text))).toBe(nodeHex(utf8(text)));
    }
  });
});
