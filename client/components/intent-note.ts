// The note next to a desk's change, shared by the tournament and event desks (docs/running-an-event.md): "Saving…" while
// pending (with a hint when offline), the server's reason when refused (with "Apply anyway" for a conflict), a short "done" when confirmed.
import { html, nothing, type TemplateResult } from 'lit';
import type { Answered, IntentQueue, Queued } from '../sync/intent-queue.js';
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { Words } from '../../shared/i18n/words.js';
import { pageWords } from '../i18n/page-words.js';

/** The server's answer in the page's language: its message when it gave one (docs/translating.md, Refusals), else its sentence. */
export function ackText(ack: Ack, w: Words): string {
  const message = ack.ok ? ack.said : ack.why;
  const english = ack.ok ? ack.msg : ack.error;
  return message && w.lang !== 'en' ? w.t(message.key, message.values) : english;
}

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
  const w = pageWords();
  const pending = src.queue.pendingFor(target);
  if (pending.length) {
    return html`<p class="intent-note pending" role="status" data-intent="pending"><span class="spinner" aria-hidden="true"></span>${
      src.live ? w.t('desk.saving') : w.t('desk.waitingConnection')
    }</p>`;
  }
  const a = src.queue.answerFor(target);
  if (!a) return html`<p class="intent-note" role="status" data-intent="none"></p>`;
  if (a.ack.ok) return html`<p class="intent-note done" role="status" data-intent="done">${ackText(a.ack, w)}</p>`;
  const conflict = a.ack.kind === 'conflict';
  const anyway = conflict ? src.applyAnyway : undefined;
  return html`<div class="intent-note refused" role="alert" data-intent=${conflict ? 'conflict' : 'refused'}>
<p><strong>${w.t('desk.notApplied', { what: src.words(a) })}</strong> ${
    opts.fieldsShown && a.ack.fields && Object.keys(a.ack.fields).length
      ? w.t('desk.seeFields')
      : conflict
        ? w.t('desk.changedSince', { error: ackText(a.ack, w) })
        : ackText(a.ack, w)
  }</p>
<p class="intent-actions">${anyway ? html`<button type="button" class="btn small warn" @click=${() => anyway(a)}>${w.t('desk.applyAnyway')}</button>` : nothing}
<button type="button" class="btn small" @click=${() => src.queue.dismiss(target)}>${w.t('desk.dismiss')}</button></p>
</div>`;
}
