// The note next to a desk's change, shared by the tournament and event desks (docs/running-an-event.md): "Saving…" while
// pending (with a hint when offline), the server's reason when refused (with "Apply anyway" for a conflict), a short "done" when confirmed.
import { html, nothing, type TemplateResult } from 'lit';
import type { Answered, IntentQueue, Queued } from '../sync/intent-queue.js';

/** Where a note reads its change from, and what it offers. */
export interface NoteSource<S extends Queued> {
  queue: IntentQueue<S>;
  /** False while the desk cannot reach the server: pending changes wait for the connection. */
  live: boolean;
  /** The change in its author's words ("Pause court 3"). */
  words(a: Answered<S>): string;
  /** Resends a conflicting change on the server's current version; absent: a conflict can only be dismissed. */
  applyAnyway?(a: Answered<S>): void;
}

export function noteFor<S extends Queued>(
  src: NoteSource<S>,
  target: string,
  opts: { fieldsShown?: boolean } = {},
): TemplateResult | typeof nothing {
  const pending = src.queue.pendingFor(target);
  if (pending.length) {
    return html`<p class="intent-note pending" role="status" data-intent="pending"><span class="spinner" aria-hidden="true"></span>${src.live ? 'Saving…' : 'Waiting for the connection: this change goes out when the desk is back online.'}</p>`;
  }
  const a = src.queue.answerFor(target);
  if (!a) return html`<p class="intent-note" role="status" data-intent="none"></p>`;
  if (a.ack.ok) return html`<p class="intent-note done" role="status" data-intent="done">${a.ack.msg}</p>`;
  const conflict = a.ack.kind === 'conflict';
  const anyway = conflict ? src.applyAnyway : undefined;
  return html`<div class="intent-note refused" role="alert" data-intent=${conflict ? 'conflict' : 'refused'}>
<p><strong>${src.words(a)}: not applied.</strong> ${opts.fieldsShown && a.ack.fields && Object.keys(a.ack.fields).length ? 'See the marked fields.' : html`${conflict ? 'This changed since you saw it: ' : ''}${a.ack.error}`}</p>
<p class="intent-actions">${anyway ? html`<button type="button" class="btn small warn" @click=${() => anyway(a)}>Apply anyway</button>` : nothing}
<button type="button" class="btn small" @click=${() => src.queue.dismiss(target)}>Dismiss</button></p>
</div>`;
}
