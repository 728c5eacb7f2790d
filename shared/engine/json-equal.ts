// Deep equality of JSON values, one definition for the engine's versions, the public Y.Doc writer and the server's doc writer.

/**
 * True when two JSON values (objects, arrays, strings, numbers, booleans, null) are structurally equal. It walks
 * both once and stops at the first difference, without allocating key lists; the very same object (a persistent state's unchanged part) answers at once.
 */
export function sameJson(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  const xs = x as Record<string, unknown>;
  const ys = y as Record<string, unknown>;
  let n = 0;
  for (const k in xs) {
    if (!Object.hasOwn(ys, k) || !sameJson(xs[k], ys[k])) return false;
    n++;
  }
  for (const _ in ys) n--;
  return n === 0;
}
