/**
 * Greedy CTC decoding: the most likely class per timestep, repeats collapsed, blanks (class 0)
 * dropped. Each character keeps the timestep where it started, so the caller can place it.
 */
export type DecodedChar = { ch: string; x: number; p: number };
export type DecodedLine = { text: string; confidence: number; chars: DecodedChar[] };

export function decodeCtc(
  probs: Float32Array,
  steps: number,
  classes: number,
  alphabet: string[],
): DecodedLine {
  const chars: DecodedChar[] = [];
  let prev = -1;
  for (let t = 0; t < steps; t++) {
    const base = t * classes;
    let best = 0;
    let bestP = probs[base]!;
    for (let k = 1; k < classes; k++) {
      const p = probs[base + k]!;
      if (p > bestP) {
        bestP = p;
        best = k;
      }
    }
    if (best !== 0 && best !== prev) chars.push({ ch: alphabet[best] ?? '', x: t, p: bestP });
    prev = best;
  }
  const confidence = chars.length ? chars.reduce((s, c) => s + c.p, 0) / chars.length : 0;
  return { text: chars.map((c) => c.ch).join(''), confidence, chars };
}
