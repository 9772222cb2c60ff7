import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { analysisFailureTexts as f } from '../../../../shared/messages/analysis-failure';
import { prepareImage } from '../lib/compress-image';
import { decodeImage } from '../lib/decode-image';
import { imageFileError } from '../lib/image-file';

export type ImageState =
  | { status: 'empty' }
  | { status: 'optimizing'; name: string }
  | { status: 'loaded'; file: File; previewUrl: string; optimized: boolean; originalBytes: number };

/** SPEC.md section 4, "Image upload": empty → optimizing → loaded; replace and remove. */
export function useImageUpload() {
  const [image, setImage] = useState<ImageState>({ status: 'empty' });
  // A newer pick wins over a slower optimisation of an older one.
  const generation = useRef(0);

  const previewUrl = image.status === 'loaded' ? image.previewUrl : null;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  /** Resolves with the file that will be uploaded once it is loaded, or null when it was refused. */
  const select = useCallback(async (file: File): Promise<File | null> => {
    const error = imageFileError(file);
    if (error) {
      toast.error(error);
      return null;
    }
    const current = ++generation.current;
    setImage({ status: 'optimizing', name: file.name });
    let size: { width: number; height: number };
    try {
      size = await decodeImage(file);
    } catch {
      if (current !== generation.current) return null;
      setImage({ status: 'empty' });
      toast.error(m.imageError, { description: f.unreadableImage });
      return null;
    }
    try {
      const prepared = await prepareImage(file, size);
      if (current !== generation.current) return null;
      setImage({
        status: 'loaded',
        file: prepared.file,
        previewUrl: URL.createObjectURL(prepared.file),
        optimized: prepared.optimized,
        originalBytes: prepared.originalBytes,
      });
      toast.success(prepared.optimized ? m.imageOptimized : m.imageLoaded);
      return prepared.file;
    } catch {
      if (current !== generation.current) return null;
      setImage({ status: 'empty' });
      toast.error(m.imageError);
      return null;
    }
  }, []);

  const remove = useCallback(() => {
    generation.current += 1;
    setImage({ status: 'empty' });
    toast(m.imageRemoved);
  }, []);

  return { image, select, remove };
}
