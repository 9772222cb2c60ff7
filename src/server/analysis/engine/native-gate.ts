import { ChartReadError } from './errors';

/**
 * Stopping a worker thread while it is inside onnxruntime's native code aborts the whole
 * process ("terminate called after throwing an instance of 'Napi::Error'"): the binding calls
 * back into a JavaScript engine that is being torn down. So every model run passes a gate, one
 * Int32 in memory shared with the pool, and the pool may only stop a worker by closing the gate
 * while no run is inside: a compare-and-swap from IDLE, which the worker's own compare-and-swap
 * on entry makes exclusive. A closed gate refuses further runs, so the job ends soon after.
 */
export const GATE_IDLE = 0;
export const GATE_IN_NATIVE = 1;
export const GATE_CLOSED = 2;

let gate: Int32Array | null = null;

/** Called once by the worker thread with the pool's shared cell; the CLI runs without one. */
export function installNativeGate(cell: Int32Array): void {
  gate = cell;
}

export async function throughNativeGate<T>(run: () => Promise<T>): Promise<T> {
  if (!gate) return run();
  if (Atomics.compareExchange(gate, 0, GATE_IDLE, GATE_IN_NATIVE) !== GATE_IDLE)
    throw new ChartReadError('TIMEOUT');
  try {
    return await run();
  } finally {
    Atomics.store(gate, 0, GATE_IDLE);
  }
}

/** Pool side: closes the gate if no run is inside; true when the worker may now be terminated. */
export function tryCloseGate(cell: Int32Array): boolean {
  const before = Atomics.compareExchange(cell, 0, GATE_IDLE, GATE_CLOSED);
  return before === GATE_IDLE || before === GATE_CLOSED;
}
