/**
 * SHA-256 (FIPS 180-4) in plain TypeScript, so the core computes etags with
 * nothing but the language: no `node:crypto`, no asynchronous
 * `crypto.subtle`. One pass over the bytes, a fixed 64-word schedule and a
 * 128-byte tail buffer: time is linear in the input and memory is constant
 * beyond the input itself.
 *
 * @packageDocumentation
 */

// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19] as const;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

// Compress the 64-byte blocks of `bytes` from `offset` to `end` (a multiple
// of 64 bytes later) into `state`. Int32 arithmetic with `| 0` keeps V8 on
// small integers; the result is the same modulo 2^32.
function compress(state: Int32Array, w: Int32Array, bytes: Uint8Array, offset: number, end: number): void {
  let h0 = state[0]!;
  let h1 = state[1]!;
  let h2 = state[2]!;
  let h3 = state[3]!;
  let h4 = state[4]!;
  let h5 = state[5]!;
  let h6 = state[6]!;
  let h7 = state[7]!;
  for (let at = offset; at < end; at += 64) {
    for (let i = 0; i < 16; i++) {
      const j = at + i * 4;
      w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  state[0] = h0;
  state[1] = h1;
  state[2] = h2;
  state[3] = h3;
  state[4] = h4;
  state[5] = h5;
  state[6] = h6;
  state[7] = h7;
}

/**
 * The SHA-256 digest of some bytes (FIPS 180-4).
 *
 * Pure and synchronous, so it runs the same in Node, browsers and workers.
 * It is several times slower than `node:crypto` (see
 * `bench/browser-bundle.mjs` for the measured throughput), which is far
 * below the cost of parsing the same bytes as a document.
 *
 * @param bytes - the message (any length up to 2^53 − 1 bytes)
 * @returns the 32-byte digest
 * @example
 * ```ts
 * sha256(new TextEncoder().encode('abc'))[0]; // 0xba
 * ```
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  const state = Int32Array.from(INITIAL);
  const w = new Int32Array(64);
  const length = bytes.length;
  const whole = length - (length % 64);
  compress(state, w, bytes, 0, whole);
  // The rest, the 0x80 marker, zeros and the 64-bit big-endian bit length:
  // one block, or two when the rest leaves fewer than 9 bytes of room.
  const rest = length - whole;
  const tail = new Uint8Array(rest < 56 ? 64 : 128);
  tail.set(bytes.subarray(whole));
  tail[rest] = 0x80;
  const view = new DataView(tail.buffer);
  view.setUint32(tail.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(tail.length - 4, (length << 3) >>> 0);
  compress(state, w, tail, 0, tail.length);
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setInt32(i * 4, state[i]!);
  return digest;
}

/**
 * The SHA-256 digest of some bytes as 64 lowercase hex digits, the form of
 * `sha256sum` and of `createHash('sha256').digest('hex')`.
 *
 * @param bytes - the message
 * @returns 64 lowercase hex digits
 * @example
 * ```ts
 * sha256Hex(new Uint8Array()); // 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
 * ```
 */
export function sha256Hex(bytes: Uint8Array): string {
  const digest = sha256(bytes);
  let hex = '';
  for (const byte of digest) hex += HEX[byte]!;
  return hex;
}
