// Clock times ("about 14:20") in the reader's own time zone: the views leave a slot, the browser writes the time.
import type { Markup } from './markup.js';

/**
 * An empty `<time>` the browser fills with `prefix` and the time of `at` (client/components/clock-slots.ts), so
 * the server's first paint and the live component write the same markup: only the browser knows the reader's zone.
 */
export function clockSlot<R>({ html }: Markup<R>, at: number, className: string, prefix = ''): R {
  return html`<time class="${className}" datetime="${new Date(at).toISOString()}" data-clock="${prefix}"></time>`;
}
