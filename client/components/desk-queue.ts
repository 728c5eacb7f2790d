// <desk-queue>: the matches waiting for a court, in order, each with its planned court and wait, and "Push back" carrying the version the organizer saw.
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { sideTextIn } from '../../shared/view/format-words.js';
import { queueEntryView } from '../../shared/view/desk-live.js';
import { pageMarkup, pageWords } from '../i18n/page-words.js';
import type { UpNextEntry } from '../../shared/engine/types.js';
import { editorsMark, intentNote, send } from './desk-view.js';
import { DeskSection } from './desk-section.js';

export class DeskQueue extends DeskSection {
  private pushback(e: UpNextEntry): void {
    send(this.view!, { type: 'pushback', match: e.id, rev: e.rev }, `queue:${e.id}`);
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const pub = view.pub;
    const w = pageWords();
    if (pub.upNext.length === 0) {
      return html`<p class="empty">${pub.phase === 'live' ? w.t('desk.queueEmptyLive') : w.t('desk.queueEmptyNotLive')}</p>`;
    }
    const side = (e: UpNextEntry, s: 'A' | 'B') => sideTextIn(pub, e, s, w);
    const vs = w.t('board.vs');
    const pendingOf = (id: string) => view.intents.pending.some((p) => 'match' in p.intent && p.intent.match === id);
    return html`<ol class="upnext desk-queue">${repeat(
      pub.upNext,
      (e) => e.id,
      (e) => html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}${
        pendingOf(e.id) ? ' is-pending' : ''
      }" data-match=${e.id} data-edit=${`match:${e.id}`}>
${queueEntryView(pageMarkup(), pub, e, editorsMark(view, 'match', e.id))}
${
  e.status === 'live'
    ? nothing
    : html`<button type="button" class="btn small" @click=${() => this.pushback(e)}>${w.t(
        'desk.pushBack',
      )} <span class="sr-only">${side(e, 'A')} ${vs} ${side(e, 'B')}</span></button>`
}
${intentNote(view, `queue:${e.id}`)}
</li>`,
    )}</ol>`;
  }
}

customElements.define('desk-queue', DeskQueue);

declare global {
  interface HTMLElementTagNameMap {
    'desk-queue': DeskQueue;
  }
}
