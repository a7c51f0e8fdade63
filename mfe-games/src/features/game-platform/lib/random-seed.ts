/** A fresh 32-bit seed for a level (the api re-runs the replay from it). */
export function randomSeed(): number {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0] ?? 0;
}
