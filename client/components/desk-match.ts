// <desk-match>: one match in the desk's results list: who plays, the score or result, who else is on it, the result form, and forfeits behind a confirmation.
import { html, nothing, type TemplateResult } from 'lit';
import { DECIDED } from '../../shared/view/format.js';
import { deskMatchHeadView } from '../../shared/view/desk-live.js';
import { sideTextIn } from '../../shared/view/format-words.js';
import { pageMarkup, pageWords } from '../i18n/page-words.js';
import type { PublicMatch } from '../../shared/engine/types.js';
import { editorsMark, intentNote, send } from './desk-view.js';
import { DeskSection } from './desk-section.js';
import './desk-result.js';

export class DeskMatch extends DeskSection {
  static override properties = {
    match: { attribute: false },
    /** The side whose forfeit waits for confirmation. */
    asking: { state: true },
  };

  declare match: PublicMatch | null;
  declare asking: 'A' | 'B' | null;

  constructor() {
    super();
    this.match = null;
    this.asking = null;
  }

  private forfeit(side: 'A' | 'B'): void {
    const m = this.match!;
    const team = side === 'A' ? m.a : m.b;
    if (!team) return;
    this.asking = null;
    send(this.view!, { type: 'forfeit', match: m.id, team: team.id, rev: m.rev }, `forfeit:${m.id}`);
  }

  protected override render(): TemplateResult | typeof nothing {
    const { view, match: m } = this;
    if (!view || !m) return nothing;
    const pub = view.pub;
    const w = pageWords();
    const decided = DECIDED.has(m.status);
    const pending = view.intents.pending.some((p) => 'match' in p.intent && p.intent.match === m.id);
    const name = (side: 'A' | 'B') => sideTextIn(pub, m, side, w);
    return html`<div class="desk-match status-${m.status}${pending ? ' is-pending' : ''}" id=${`m-${m.id}`} data-match=${m.id} data-edit=${`match:${m.id}`}>
${deskMatchHeadView(pageMarkup(), pub, m, editorsMark(view, 'match', m.id))}
${
  m.a && m.b && m.status !== 'bye'
    ? html`<desk-result .view=${view} match=${m.id} place="list"></desk-result>
${
  !decided
    ? html`<div class="forfeits">${(['A', 'B'] as const).map(
        (s) =>
          html`<button type="button" class="btn small warn" @click=${() => {
            this.asking = s;
          }}>${w.t('desk.forfeits', { team: name(s) })}</button>`,
      )}</div>`
    : nothing
}
${
  this.asking
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby=${`ff-${m.id}`}>
<p id=${`ff-${m.id}`}>${w.t('desk.forfeitAsk', { team: name(this.asking), other: name(this.asking === 'A' ? 'B' : 'A') })}</p>
<button type="button" class="btn warn small" @click=${() => this.forfeit(this.asking!)}>${w.t('desk.forfeitYes', { team: name(this.asking) })}</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = null;
      }}>${w.t('desk.cancel')}</button></div>`
    : nothing
}
${intentNote(view, `forfeit:${m.id}`)}`
    : nothing
}
</div>`;
  }
}

customElements.define('desk-match', DeskMatch);

declare global {
  interface HTMLElementTagNameMap {
    'desk-match': DeskMatch;
  }
}
