/**
 * Resolves with the picture's size once the browser has decoded it; rejects for a file that only
 * claims to be an image (a text renamed .png, a truncated download), so the page never says
 * "loaded" over a broken preview.
 */
export async function decodeImage(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    if (!image.naturalWidth || !image.naturalHeight) throw new Error('empty image');
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}
