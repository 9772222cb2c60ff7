/**
 * Worker-thread entry of the verification (issue 24): checks a later print against earlier
 * analyses off the server's event loop. Bundled as dist/server/verify-worker.js.
 */
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from './thread-priority';
import { checkEarlierAnalyses } from './verify/check-earlier';
import type { VerifyRequest, VerifyResponse } from './verify-thread';

const port = parentPort;
if (!port) throw new Error('verify-worker.ts must run inside a worker thread');
lowerThreadPriority();

port.on('message', (req: VerifyRequest) => {
  let res: VerifyResponse;
  try {
    res = { id: req.id, ok: true, output: checkEarlierAnalyses(req.input) };
  } catch {
    res = { id: req.id, ok: false };
  }
  port.postMessage(res);
});
