// Writes the clock times the shared views leave as slots (shared/view/clock.ts) in the reader's own time zone.
import { clockText } from '../../shared/view/format.js';

/** Fills every `<time data-clock>` under `root`: its prefix ("about ") and the time of its `datetime`. */
export function fillClocks(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLTimeElement>('time[data-clock]')) {
    const at = Date.parse(el.dateTime);
    if (Number.isNaN(at)) continue;
    const text = `${el.dataset.clock ?? ''}${clockText(at, document.documentElement.lang || 'en')}`;
    if (el.textContent !== text) el.textContent = text;
  }
}
