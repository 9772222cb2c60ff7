import { describe, expect, it } from 'vitest';
import { fitWithin, formatBytes, imageFileError, imageTypeOf } from './image-file';

describe('image files', () => {
  it('takes JPG, PNG and WEBP only', () => {
    expect(imageFileError({ type: 'image/png', name: 'a.png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/webp', name: 'a.webp', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/gif', name: 'a.gif', size: 1000 })).toBe(
      'Por favor, selecione apenas arquivos de imagem.',
    );
    expect(imageFileError({ type: 'application/pdf', name: 'a.pdf', size: 1 })).toBe(
      'Por favor, selecione apenas arquivos de imagem.',
    );
    expect(imageTypeOf({ type: '', name: 'PRINT.JPG' })).toBe('image/jpeg');
    expect(imageTypeOf({ type: '', name: 'notes' })).toBeNull();
  });

  it('refuses files over 10 MB', () => {
    expect(imageFileError({ type: 'image/jpeg', name: 'a.jpg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageFileError({ type: 'image/jpeg', name: 'a.jpg', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Arquivo muito grande. Máximo 10MB.',
    );
  });

  it('fits large screenshots within 2560 px without enlarging small ones', () => {
    expect(fitWithin(5120, 2880)).toEqual({ width: 2560, height: 1440, scaled: true });
    expect(fitWithin(1080, 3840)).toEqual({ width: 720, height: 2560, scaled: true });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600, scaled: false });
  });

  it('formats sizes in pt-BR', () => {
    expect(formatBytes(1536 * 1024)).toBe('1,5 MB');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
  });
});
