import type { ParsedNumber } from './parse-number';

/**
 * A price label read on the axis column: what the text stage hands the scale stage (declared
 * here, with the stage that makes it, so the text stage imports nothing of a later one).
 */
export type AxisLabel = {
  text: string;
  /** the height the label stands for: its centre, or the grid line it is drawn against */
  y: number;
  x0: number;
  x1: number;
  height: number;
  parsed: ParsedNumber;
  /** the label's own background (a price tag's differs from the axis labels') */
  background?: [number, number, number];
};
