// <desk-result>: typing a match's result from a paper sheet: it carries the version the organizer saw when they started,
// and asks first when a keeper is scoring that match.
import { html, nothing, type TemplateResult } from 'lit';
import { DECIDED, setsText } from '../../shared/view/format.js';
import { parseScoreText } from '../../shared/engine/rules.js';
import type { Match, SetScore } from '../../shared/engine/types.js';
import { intentNote, send } from './desk-view.js';
import { DeskSection } from './desk-section.js';
import { pageWords } from '../i18n/page-words.js';

/** A keeper is scoring it: live on a court with a running score or sets already played. */
export function keeperScoring(m: Match): boolean {
  return m.status === 'live' && ((m.live !== null && (m.live[0] > 0 || m.live[1] > 0)) || m.sets.length > 0);
}

export class DeskResult extends DeskSection {
  static override properties = {
    match: { type: String },
    /** Where the form sits (`court`, `list`): ids stay unique when a match shows in two places. */
    place: { type: String },
    text: { state: true },
    error: { state: true },
    asking: { state: true },
  };

  declare match: string;
  declare place: string;
  declare text: string | null;
  declare error: string;
  /** The sets waiting for "Record anyway" while a keeper is scoring. */
  declare asking: SetScore[] | null;
  /** The match's version when the organizer started typing: the one their result was written against. */
  private seenRev: number | null = null;

  constructor() {
    super();
    this.match = '';
    this.place = 'list';
    this.text = null;
    this.error = '';
    this.asking = null;
  }

  // A court's card shows the court's next match in the same place: what was typed for the last one goes with it.
  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('match') && changed.get('match') !== undefined) {
      this.text = null;
      this.error = '';
      this.asking = null;
      this.seenRev = null;
    }
  }

  private get target(): string {
    return `result:${this.place}:${this.match}`;
  }

  private m(): Match | undefined {
    return this.view?.t.matches[this.match];
  }

  private start(): void {
    if (this.seenRev === null) this.seenRev = this.m()?.rev ?? 0;
  }

  private submit(e: Event): void {
    e.preventDefault();
    const m = this.m();
    if (!m) return;
    const parsed = parseScoreText(this.text ?? setsText(m.sets));
    if (!parsed.ok) {
      // the same refusal the server would answer, in the page's language (docs/translating.md, Refusals)
      const w = pageWords();
      this.error = parsed.why && w.lang !== 'en' ? w.t(parsed.why.key, parsed.why.values) : parsed.error;
      return;
    }
    this.error = '';
    this.start();
    if (keeperScoring(this.view!.confirmed.matches[m.id] ?? m)) {
      this.asking = parsed.value;
      return;
    }
    this.record(parsed.value);
  }

  private record(sets: SetScore[]): void {
    const rev = this.seenRev ?? this.m()?.rev ?? 0;
    send(this.view!, { type: 'score', match: this.match, sets, rev }, this.target);
    this.asking = null;
    this.text = null;
    this.seenRev = null;
  }

  private cancel(): void {
    this.asking = null;
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    const m = this.m();
    if (!view || !m?.a || !m.b || m.status === 'bye') return nothing;
    const id = `result-${this.place}-${m.id}`;
    const w = pageWords();
    const decided = DECIDED.has(m.status);
    const live = m.live ?? [0, 0];
    const value = this.text ?? (decided ? setsText(m.sets) : '');
    return html`<form class="result-form" @submit=${(e: Event) => this.submit(e)} data-edit=${`match:${m.id}`}>
<div class="field"><label for=${id}>${decided ? w.t('desk.correctResult') : w.t('desk.resultFromSheet')}</label>
<input id=${id} name="sets" .value=${value} placeholder="21-15, 18-21, 15-10" autocomplete="off" inputmode="text"
 aria-invalid=${this.error ? 'true' : 'false'} aria-describedby=${this.error ? `${id}-error` : nothing}
 @focus=${() => this.start()} @blur=${() => {
   if (this.text === null) this.seenRev = null;
 }} @input=${(e: Event) => {
   this.start();
   this.text = (e.target as HTMLInputElement).value;
   this.error = '';
 }}></div>
<button type="submit" class="btn">${w.t('desk.saveResult')}</button>
${this.error ? html`<p class="field-error" id=${`${id}-error`}>${this.error}</p>` : nothing}
${
  this.asking
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby=${`${id}-ask`}>
<p id=${`${id}-ask`}><strong>${w.t('desk.keeperScoring')}</strong> ${w.t('desk.keeperScoringAsk', {
        score: `${live[0]}-${live[1]}`,
        sets: m.sets.length ? setsText(m.sets) : 'none',
        result: setsText(this.asking),
      })}</p>
<button type="button" class="btn warn small" @click=${() => this.record(this.asking!)}>${w.t('desk.recordAnyway')}</button>
<button type="button" class="btn small" @click=${() => this.cancel()}>${w.t('desk.keepScoring')}</button>
</div>`
    : nothing
}
</form>
${intentNote(view, this.target)}`;
  }
}

customElements.define('desk-result', DeskResult);

declare global {
  interface HTMLElementTagNameMap {
    'desk-result': DeskResult;
  }
}
