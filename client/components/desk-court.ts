// <desk-court>: one court in the desk's control room: its match and running score, time played, an overdue mark, who
// else is on it, and what the desk can do there (result, move, pause).
import { html, nothing, type TemplateResult } from 'lit';
import { sideTextIn } from '../../shared/view/format-words.js';
import type { Words } from '../../shared/i18n/words.js';
import type { PublicCourt } from '../../shared/engine/types.js';
import { courtStatusView } from '../../shared/view/desk-live.js';
import { pageMarkup, pageWords } from '../i18n/page-words.js';
import { editorsMark, intentNote, isPending, send } from './desk-view.js';
import { DeskSection } from './desk-section.js';
import './desk-result.js';

/** A match is overdue once it has run the average match time plus this share of it (at least 5 minutes). */
export function overdueAfterMin(avgMatchMin: number): number {
  return avgMatchMin + Math.max(5, Math.round(avgMatchMin / 4));
}

/** Whether a keeper pad scores here: said on courts with a match (an idle court's pad needs no attention). */
function padMark(pads: number, playing: boolean, w: Words): TemplateResult | typeof nothing {
  if (pads > 0)
    return html`<span class="badge pad-on" data-pads=${pads} title=${w.t('desk.padsTitle', {
      n: pads,
    })}>${w.t('desk.pad')}<span class="sr-only"> ${w.t('desk.padConnected')}</span></span>`;
  return playing
    ? html`<span class="badge pad-off" data-pads="0" title=${w.t(
        'desk.noPadTitle',
      )}>${w.t('desk.noPad')}<span class="sr-only"> ${w.t('desk.padConnected')}</span></span>`
    : nothing;
}

export class DeskCourt extends DeskSection {
  static override properties = {
    court: { attribute: false },
    moveTo: { state: true },
    reason: { state: true },
  };

  declare court: PublicCourt | null;
  declare moveTo: string;
  declare reason: string;

  constructor() {
    super();
    this.court = null;
    this.moveTo = '';
    this.reason = '';
  }

  private get target(): string {
    return `court:${this.court!.court}`;
  }

  private move(e: Event): void {
    e.preventDefault();
    const c = this.court!;
    const m = c.match;
    const to = Number(this.moveTo || this.others()[0]);
    if (!m || !to) return;
    send(this.view!, { type: 'swap', match: m.id, court: to, rev: m.rev }, this.target);
  }

  /** One tap on the running score: the new score goes out at once, on the version this card shows. */
  private point(side: 0 | 1, delta: 1 | -1): void {
    const m = this.court!.match;
    if (!m) return;
    const live: [number, number] = [m.live?.[0] ?? 0, m.live?.[1] ?? 0];
    live[side] = Math.max(0, live[side] + delta);
    send(this.view!, { type: 'live', match: m.id, a: live[0], b: live[1], rev: m.rev }, `score:${this.court!.court}`);
  }

  private pause(e: Event): void {
    e.preventDefault();
    const c = this.court!;
    send(
      this.view!,
      {
        type: 'court',
        court: c.court,
        op: c.status === 'open' ? 'pause' : 'resume',
        reason: c.status === 'open' ? this.reason : '',
        rev: c.rev,
      },
      this.target,
    );
    this.reason = '';
  }

  private others(): number[] {
    const c = this.court!;
    return this.view!.pub.courts.filter((x) => x.status === 'open' && x.court !== c.court).map((x) => x.court);
  }

  protected override render(): TemplateResult | typeof nothing {
    const { view, court: c } = this;
    if (!view || !c) return nothing;
    const pub = view.pub;
    const w = pageWords();
    const m = c.match;
    const minutes = m && c.startedAt ? Math.floor(Math.max(0, view.now - c.startedAt) / 60_000) : 0;
    const overdue = !!m && !!c.startedAt && minutes >= overdueAfterMin(pub.avgMatchMin);
    const state = c.status === 'paused' ? 'paused' : m ? 'live' : 'open';
    const others = this.others();
    const pending =
      isPending(view, this.target) || (!!m && view.intents.pending.some((p) => 'match' in p.intent && p.intent.match === m.id));
    const id = `court-${c.court}`;
    return html`<article class="court desk-court court-${c.status}${m ? ' has-match' : ''}${overdue ? ' overdue' : ''}${
      pending ? ' is-pending' : ''
    }" data-court=${c.court} data-edit=${`court:${c.court}`}>
<header><h3>${w.t('desk.court', { court: c.court })}</h3>
<span class="court-badges">${
      overdue
        ? html`<span class="badge overdue-mark" title=${w.t('desk.avgTitle', {
            min: pub.avgMatchMin,
          })}>${w.t('desk.overTime')}</span>`
        : nothing
    }
${editorsMark(view, 'court', c.court)}${m ? editorsMark(view, 'match', m.id) : nothing}
${padMark(view.pads[String(c.court)] ?? 0, !!m, w)}
<span class="badge court-state-${state}">${w.t('desk.courtState', { state })}</span></span></header>
${courtStatusView(pageMarkup(), pub, c, view.now)}
<details class="court-tools"><summary>${
      m ? w.t('desk.toolsMatch') : c.status === 'open' ? w.t('desk.toolsPause') : w.t('desk.toolsResume')
    } <span class="sr-only">${w.t('desk.editCourt', { court: c.court })}</span></summary>
${
  m
    ? html`<div class="score-taps" role="group" aria-labelledby=${`${id}-taps`}><p id=${`${id}-taps`} class="score-taps-title">${w.t('desk.runningScore')}</p>
${([0, 1] as const).map((side) => {
  const name = sideTextIn(pub, m, side === 0 ? 'A' : 'B', w);
  return html`<div class="score-tap"><span class="score-tap-name">${name}</span>
<button type="button" class="btn small" @click=${() => this.point(side, -1)}>−1<span class="sr-only"> ${w.t('desk.minusFrom', { name })}</span></button>
<strong class="score-tap-pts">${m.live?.[side] ?? 0}</strong>
<button type="button" class="btn small" @click=${() => this.point(side, 1)}>+1<span class="sr-only"> ${w.t('desk.plusFor', { name })}</span></button></div>`;
})}
${intentNote(view, `score:${c.court}`)}</div>
<desk-result .view=${view} match=${m.id} place="court"></desk-result>`
    : nothing
}
${
  m && others.length
    ? html`<form class="row-form move-form" @submit=${(e: Event) => this.move(e)}>
<div class="field"><label for=${`${id}-move`}>${w.t('desk.moveTo')}</label>
<select id=${`${id}-move`} @change=${(e: Event) => {
        this.moveTo = (e.target as HTMLSelectElement).value;
      }}>${others.map((n) => html`<option value=${n} ?selected=${String(n) === this.moveTo}>${w.t('desk.court', { court: n })}</option>`)}</select></div>
<button type="submit" class="btn">${w.t('desk.move')}</button></form>`
    : nothing
}
<form class="row-form court-status" @submit=${(e: Event) => this.pause(e)}>
${
  c.status === 'open'
    ? html`<div class="field"><label for=${`${id}-reason`}>${w.t('desk.reasonToPause')}</label>
<input id=${`${id}-reason`} maxlength="100" placeholder=${w.t('desk.reasonPlaceholder')} .value=${this.reason} @input=${(e: Event) => {
        this.reason = (e.target as HTMLInputElement).value;
      }}></div>
<button type="submit" class="btn warn">${w.t('desk.pauseCourt', { court: c.court })}</button>`
    : html`<button type="submit" class="btn">${w.t('desk.resumeCourt', { court: c.court })}</button>`
}
</form>
</details>
${intentNote(view, this.target)}
</article>`;
  }
}

customElements.define('desk-court', DeskCourt);

declare global {
  interface HTMLElementTagNameMap {
    'desk-court': DeskCourt;
  }
}
