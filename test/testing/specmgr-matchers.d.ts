// The declaration the testing kit documents for vitest users (see SpecmgrMatchers):
// with it, expect(text).toBeValidDocument('tsk') type-checks.
import type { SpecmgrMatchers } from '../../src/testing.js';

declare module 'vitest' {
  interface Matchers<T = any> extends SpecmgrMatchers<T> {}
}
