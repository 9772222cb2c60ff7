import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * On a busy machine the server's event loop must win the CPU over the engine's threads: it
 * answers every other request, and a late answer there blocks many users, while a slower
 * analysis or check delays one. Linux applies a nice value to a single thread when given its
 * thread id; elsewhere (or in a container that forbids it) this does nothing.
 */
export function lowerThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // not Linux, or not allowed: keep the default priority
  }
}
