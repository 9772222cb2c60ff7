import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareImage } from './compress-image';

describe('prepareImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a print that is already small as it is, without decoding it again', async () => {
    const decode = vi.fn(async () => ({ width: 1280, height: 720, close() {} }));
    vi.stubGlobal('createImageBitmap', decode);
    const file = new File([new Uint8Array(64)], 'print.png', { type: 'image/png' });
    const prepared = await prepareImage(file, { width: 1280, height: 720 });
    expect(prepared).toEqual({ file, optimized: false, originalBytes: 64 });
    expect(decode).not.toHaveBeenCalled();
  });

  it('still measures a large print (4K) to scale it down', async () => {
    const decode = vi.fn(async () => {
      throw new Error('no canvas here');
    });
    vi.stubGlobal('createImageBitmap', decode);
    const file = new File([new Uint8Array(64)], 'print.png', { type: 'image/png' });
    const prepared = await prepareImage(file, { width: 3840, height: 2160 });
    expect(decode).toHaveBeenCalledOnce();
    // whatever goes wrong while scaling, the original is sent (SPEC.md section 4)
    expect(prepared.file).toBe(file);
  });
});
