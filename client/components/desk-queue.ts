// <desk-queue>: the matches waiting for a court, in order, each with its planned court and wait, and "Push back" carrying the version the organizer saw.
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { etaInText, matchName, sideText, waitsForText } from '../../shared/view/format.js';
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
    if (pub.upNext.length === 0) {
      return html`<p class="empty">${pub.phase === 'live' ? 'Nothing is waiting for a court.' : 'The queue fills once the tournament is live.'}</p>`;
    }
    const pendingOf = (id: string) => view.intents.pending.some((p) => 'match' in p.intent && p.intent.match === id);
    return html`<ol class="upnext desk-queue">${repeat(
      pub.upNext,
      (e) => e.id,
      (
        e,
      ) => html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}${pendingOf(e.id) ? ' is-pending' : ''}" data-match=${e.id} data-edit=${`match:${e.id}`}>
<span class="where">Court ${e.court}</span>
<span class="who">${sideText(pub, e, 'A')} <span class="vs">vs</span> ${sideText(pub, e, 'B')}</span>
<span class="what"><strong class="eta">${etaInText(e.etaMin)}</strong> · ${matchName(pub, e)}${e.status === 'on_deck' ? ' · on deck' : ''}${e.tentative ? ` · ${waitsForText(pub, e)}` : ''} ${editorsMark(view, 'match', e.id)}</span>
${e.status === 'live' ? nothing : html`<button type="button" class="btn small" @click=${() => this.pushback(e)}>Push back <span class="sr-only">${sideText(pub, e, 'A')} vs ${sideText(pub, e, 'B')}</span></button>`}
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
