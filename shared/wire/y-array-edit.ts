// Editing a Y.Array into a new list, for the lists both Y.Docs keep newest first (the tournament doc's alerts and the
// public doc's recentAlerts): what the old and new lists share, in order, stays; the rest is deleted and inserted
// around it. A new alert in front, a match's older on-deck call taken out of the middle and the oldest trimmed from
// the end are then three small edits, not the whole list written again (docs/benchmarks.md, The alerts of a final).
import type * as Y from 'yjs';

/** Past this many pairs to compare (lists of 20 make 400), the list is written again instead of edited. */
const MAX_PAIRS = 10_000;

/** Makes `arr`, which holds `before`, hold `after`; `same` says two entries are equal, `copy` makes what is inserted. */
export function editArray<T>(
  arr: Y.Array<T>,
  before: readonly T[],
  after: readonly T[],
  same: (a: T, b: T) => boolean,
  copy: (v: T) => T,
): void {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_PAIRS) {
    if (n > 0) arr.delete(0, n);
    if (m > 0) arr.insert(0, after.map(copy));
    return;
  }
  // kept[i][j]: how many entries before[i..] and after[j..] share, in order.
  const kept = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      kept[i]![j] = same(before[i]!, after[j]!) ? kept[i + 1]![j + 1]! + 1 : Math.max(kept[i + 1]![j]!, kept[i]![j + 1]!);
  let i = 0;
  let j = 0;
  let at = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(before[i]!, after[j]!)) {
      i++;
      j++;
      at++;
      continue;
    }
    // Dropping before[i] keeps as many shared entries: delete the run of such entries in one go.
    const from = i;
    while (i < n && (j >= m || kept[i + 1]![j] === kept[i]![j]) && !(j < m && same(before[i]!, after[j]!))) i++;
    if (i > from) {
      arr.delete(at, i - from);
      continue;
    }
    // Otherwise after[j] is new: insert the run of new entries in one go.
    const first = j;
    while (j < m && (i >= n || kept[i]![j + 1] === kept[i]![j]) && !(i < n && same(before[i]!, after[j]!))) j++;
    arr.insert(at, after.slice(first, j).map(copy));
    at += j - first;
  }
}
