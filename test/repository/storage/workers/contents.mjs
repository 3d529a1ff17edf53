// The two full contents of the crash test, shared by the test and its worker.
// Different lengths and position-dependent bytes, so a truncated or mixed
// file can never pass for either of them.

export function contentA() {
  const bytes = new Uint8Array(1_000_000);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7 + 1) % 251;
  return bytes;
}

export function contentB() {
  const bytes = new Uint8Array(1_048_576);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 13 + 5) % 251;
  return bytes;
}
