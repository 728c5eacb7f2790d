// <desk-court>: one court in the desk's control room: its match and running score, time played, an overdue mark, who else is on it, and what the desk can do there (result, move, pause).
import { html, nothing, type TemplateResult } from 'lit';
import { elapsedText, etaInText, sideText } from '../../shared/view/format.js';
import type { PublicCourt } from '../../shared/engine/types.js';
import { liveScoreView } from '../../shared/view/court-card.js';
import { pageMarkup } from '../i18n/page-words.js';
import { editorsMark, intentNote, isPending, send } from './desk-view.js';
import { DeskSection } from './desk-section.js';
import './desk-result.js';

/** A match is overdue once it has run the average match time plus this share of it (at least 5 minutes). */
export function overdueAfterMin(avgMatchMin: number): number {
  return avgMatchMin + Math.max(5, Math.round(avgMatchMin / 4));
}

/** Whether a keeper pad scores here: said on courts with a match (an idle court's pad needs no attention). */
function padMark(pads: number, playing: boolean): TemplateResult | typeof nothing {
  if (pads > 0)
    return html`<span class="badge pad-on" data-pads=${pads} title=${pads === 1 ? 'A keeper pad is connected' : `${pads} keeper pads are connected`}>Pad<span class="sr-only"> connected</span></span>`;
  return playing
    ? html`<span class="badge pad-off" data-pads="0" title="No keeper pad is connected to this court">No pad<span class="sr-only"> connected</span></span>`
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
    const m = c.match;
    const minutes = m && c.startedAt ? Math.floor(Math.max(0, view.now - c.startedAt) / 60_000) : 0;
    const overdue = !!m && !!c.startedAt && minutes >= overdueAfterMin(pub.avgMatchMin);
    const state = c.status === 'paused' ? 'Paused' : m ? 'Live' : 'Open';
    const next = c.upNext[0];
    const others = this.others();
    const pending =
      isPending(view, this.target) || (!!m && view.intents.pending.some((p) => 'match' in p.intent && p.intent.match === m.id));
    const id = `court-${c.court}`;
    return html`<article class="court desk-court court-${c.status}${m ? ' has-match' : ''}${overdue ? ' overdue' : ''}${pending ? ' is-pending' : ''}" data-court=${c.court} data-edit=${`court:${c.court}`}>
<header><h3>Court ${c.court}</h3>
<span class="court-badges">${overdue ? html`<span class="badge overdue-mark" title=${`Average match: ${pub.avgMatchMin} min`}>Over time</span>` : nothing}
${editorsMark(view, 'court', c.court)}${m ? editorsMark(view, 'match', m.id) : nothing}
${padMark(view.pads[String(c.court)] ?? 0, !!m)}
<span class="badge court-state-${state.toLowerCase()}">${state}</span></span></header>
${c.status === 'paused' && c.reason ? html`<p class="reason">${c.reason}</p>` : nothing}
${
  m
    ? html`${liveScoreView(pageMarkup(), pub, m, '')}
<p class="court-clock">${c.startedAt ? html`Playing for <strong>${elapsedText(c.startedAt, Math.max(view.now, c.startedAt))}</strong>` : 'Just started'} <span class="muted">· average ${pub.avgMatchMin} min</span></p>`
    : html`<p class="idle">${c.status === 'paused' ? 'No new match comes here while paused.' : 'Waiting for the next match.'}</p>`
}
${next ? html`<p class="next">Next here: ${sideText(pub, next, 'A')} <span class="vs">vs</span> ${sideText(pub, next, 'B')} · ${etaInText(next.etaMin)}</p>` : nothing}
<details class="court-tools"><summary>${m ? 'Result, move, pause' : c.status === 'open' ? 'Pause' : 'Resume'} <span class="sr-only">court ${c.court}</span></summary>
${
  m
    ? html`<div class="score-taps" role="group" aria-labelledby=${`${id}-taps`}><p id=${`${id}-taps`} class="score-taps-title">Running score</p>
${([0, 1] as const).map((side) => {
  const name = sideText(pub, m, side === 0 ? 'A' : 'B');
  return html`<div class="score-tap"><span class="score-tap-name">${name}</span>
<button type="button" class="btn small" @click=${() => this.point(side, -1)}>−1<span class="sr-only"> from ${name}</span></button>
<strong class="score-tap-pts">${m.live?.[side] ?? 0}</strong>
<button type="button" class="btn small" @click=${() => this.point(side, 1)}>+1<span class="sr-only"> for ${name}</span></button></div>`;
})}
${intentNote(view, `score:${c.court}`)}</div>
<desk-result .view=${view} match=${m.id} place="court"></desk-result>`
    : nothing
}
${
  m && others.length
    ? html`<form class="row-form move-form" @submit=${(e: Event) => this.move(e)}>
<div class="field"><label for=${`${id}-move`}>Move this match to</label>
<select id=${`${id}-move`} @change=${(e: Event) => {
        this.moveTo = (e.target as HTMLSelectElement).value;
      }}>${others.map((n) => html`<option value=${n} ?selected=${String(n) === this.moveTo}>Court ${n}</option>`)}</select></div>
<button type="submit" class="btn">Move</button></form>`
    : nothing
}
<form class="row-form court-status" @submit=${(e: Event) => this.pause(e)}>
${
  c.status === 'open'
    ? html`<div class="field"><label for=${`${id}-reason`}>Reason to pause</label>
<input id=${`${id}-reason`} maxlength="100" placeholder="e.g. net repair" .value=${this.reason} @input=${(e: Event) => {
        this.reason = (e.target as HTMLInputElement).value;
      }}></div>
<button type="submit" class="btn warn">Pause court ${c.court}</button>`
    : html`<button type="submit" class="btn">Resume court ${c.court}</button>`
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
