/**
 * The caller's name, checked first by every board call (board.md §3).
 *
 * @packageDocumentation
 */

import { messages } from './messages.js';
import type { Failure } from './results.js';

/** The longest agent name, in code points. */
const MAX_AGENT_LENGTH = 64;

/**
 * The name people editing the documents go by; it may be an `owner` filter,
 * never a caller.
 *
 * @example
 * ```ts
 * HUMAN; // 'human'
 * ```
 */
export const HUMAN = 'human';

/**
 * Check and normalise an agent name: trimmed, then 1–64 code points, and
 * not `human` in any letter case.
 *
 * @param given - the `agent` argument as passed (absent counts as empty)
 * @returns the trimmed name, or the `invalid` result with its board.md §4 message
 * @example
 * ```ts
 * checkAgent('  agent-7 '); // { ok: true, agent: 'agent-7' }
 * checkAgent('Human');      // { ok: false, failure: { status: 'invalid', message: 'agent "Human" is reserved for people editing the documents' } }
 * ```
 */
export function checkAgent(given: unknown): { ok: true; agent: string } | { ok: false; failure: Failure } {
  const agent = (given === undefined || given === null ? '' : String(given)).trim();
  if (agent === '') return { ok: false, failure: { status: 'invalid', message: messages.agentEmpty() } };
  const length = [...agent].length;
  if (length > MAX_AGENT_LENGTH) {
    return { ok: false, failure: { status: 'invalid', message: messages.agentTooLong(length) } };
  }
  if (agent.toLowerCase() === HUMAN) {
    return { ok: false, failure: { status: 'invalid', message: messages.agentReserved(given) } };
  }
  return { ok: true, agent };
}
