import type { Fx } from './entry';

declare global {
  interface Window {
    __fx: Fx;
  }
}
