import { useEffect, useEffectEvent } from 'react';

/**
 * Ctrl/Cmd+V of a screenshot anywhere on the page (how traders capture charts). Pastes without
 * a file, such as text into the specification box, are left alone.
 */
export function usePasteImage(onFile: (file: File) => void, enabled: boolean) {
  const handleFile = useEffectEvent(onFile);
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      const file = files.find((candidate) => candidate.type.startsWith('image/')) ?? files[0];
      if (!file) return;
      event.preventDefault();
      handleFile(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled]);
}
