/**
 * Page views one address may count per window, in this process's memory: the counter must not
 * itself cost a database write per request. Several API processes each allow this much.
 */
export function createPageViewLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one view from this address; false once it is over the limit for this window. */
    allow(address: string): boolean {
      const at = now();
      // Forget finished windows now and then, so a flood of addresses cannot grow the map for ever.
      if (windows.size > 10_000) {
        for (const [key, window] of windows) if (at - window.start >= options.windowMs) windows.delete(key);
      }
      const window = windows.get(address);
      if (!window || at - window.start >= options.windowMs) {
        windows.set(address, { start: at, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= options.max;
    },
  };
}
