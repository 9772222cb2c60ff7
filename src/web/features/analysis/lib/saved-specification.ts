import type { Sector } from '../../../../shared/analysis';

/** SPEC.md section 3: the specification text is saved locally, one per sector. */
export const specificationStorageKey = (sector: Sector) => `vtx-specification-${sector}`;
export const specificationSaveDelayMs = 300;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSpecification(storage: Storage | undefined, sector: Sector): string {
  try {
    return storage?.getItem(specificationStorageKey(sector)) ?? '';
  } catch {
    return '';
  }
}

export function writeSpecification(storage: Storage | undefined, sector: Sector, text: string) {
  try {
    if (text) storage?.setItem(specificationStorageKey(sector), text);
    else storage?.removeItem(specificationStorageKey(sector));
  } catch {
    // Private mode or full storage: the text still works for this visit.
  }
}
