/** z for a two-sided 90 % interval (the 95th percentile of the standard normal). */
export const Z90 = 1.6448536269514722;

/**
 * Wilson score interval for a proportion (hits of n). Unlike the normal approximation it stays
 * inside 0–1 and is honest for the small counts one screenshot gives (Wilson, 1927).
 */
export function wilsonInterval(hits: number, n: number, z = Z90): [number, number] | null {
  if (n <= 0) return null;
  const p = hits / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
