// A deep copy of a JSON value. Apart from copy-on-write.ts (the engine's) so the public pages' Y.Doc reader carries
// this function alone, not the engine's copy on write (bench/bundle-budget.ts).

/**
 * A deep copy of a JSON value (the state holds nothing else): for the small objects copied on every write (a match,
 * a team, a value written into a Y.Doc) a walk is many times faster than structuredClone, whose cost is mostly fixed.
 */
export function copyJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copyJson((v as Record<string, unknown>)[k]);
  return out as T;
}
