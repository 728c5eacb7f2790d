// <court-card>: one court: its live match with the running score and sets, how long it has run, or why the
// court is idle, and what comes next on it.
import { html, nothing, type TemplateResult } from 'lit';
import { elapsedText, etaInText, matchName, setCount, setsText, sideText } from '../../shared/view/format.js';
import type { PublicCourt, PublicMatch, PublicState } from '../../shared/engine/types.js';
import { LightElement } from './light-element.js';
import { sideLink } from './team-link.js';

/**
 * The running score of a live match: each side's name, sets won and points, and the sets played. The numbers
 * are drawn for the eye; one sentence carries them for screen readers, in reading order.
 */
export function liveScore(pub: PublicState, m: PublicMatch, me = ''): TemplateResult {
  const live = m.live ?? [0, 0];
  const [sa, sb] = setCount(m.sets);
  const said = `Score: ${sideText(pub, m, 'A')} ${live[0]}, ${sideText(pub, m, 'B')} ${live[1]}.${m.sets.length ? ` Sets won ${sa} to ${sb}.` : ''}`;
  return html`<div class="score">
<p class="match-title">${matchName(pub, m)}</p>
<div class="side">${sideLink(pub, m, 'A', me)}<span class="sets-won" title="Sets won" aria-hidden="true">${sa}</span><span class="pts" aria-hidden="true">${live[0]}</span></div>
<div class="side">${sideLink(pub, m, 'B', me)}<span class="sets-won" title="Sets won" aria-hidden="true">${sb}</span><span class="pts" aria-hidden="true">${live[1]}</span></div>
<p class="sr-only">${said}</p>
${m.sets.length ? html`<p class="set-list">Sets: ${setsText(m.sets)}</p>` : nothing}
</div>`;
}

export class CourtCard extends LightElement {
  static override properties = {
    pub: { attribute: false },
    court: { attribute: false },
    /** The reader's own team id (team page), marked in the names. */
    highlight: { type: String },
    /** The clock the running time is counted against; the app ticks it. */
    now: { type: Number },
  };

  declare pub: PublicState | null;
  declare court: PublicCourt | null;
  declare highlight: string;
  declare now: number;

  constructor() {
    super();
    this.pub = null;
    this.court = null;
    this.highlight = '';
    this.now = Date.now();
  }

  protected override render(): TemplateResult | typeof nothing {
    const { pub, court: c } = this;
    if (!pub || !c) return nothing;
    const m = c.match;
    const next = c.upNext[0];
    const state = c.status === 'paused' ? 'Paused' : m ? 'Live' : 'Open';
    return html`<article class="court court-${c.status}${m ? ' has-match' : ''}">
<header><h3>Court ${c.court}</h3><span class="badge court-state-${state.toLowerCase()}">${state}</span></header>
${c.status === 'paused' && c.reason ? html`<p class="reason">${c.reason}</p>` : nothing}
${m ? liveScore(pub, m, this.highlight) : html`<p class="idle">${c.status === 'paused' ? 'No play on this court for now.' : 'Waiting for the next match.'}</p>`}
${m?.workTeam ? html`<p class="work-team">Work team: <strong>${m.workTeam.name}</strong></p>` : nothing}
${m && c.startedAt ? html`<p class="court-clock">Playing for ${elapsedText(c.startedAt, Math.max(this.now, c.startedAt))}</p>` : nothing}
${next ? html`<p class="next">Next: ${sideLink(pub, next, 'A', this.highlight)} <span class="vs">vs</span> ${sideLink(pub, next, 'B', this.highlight)} · ${etaInText(next.etaMin)}</p>` : nothing}
</article>`;
  }
}

customElements.define('court-card', CourtCard);

declare global {
  interface HTMLElementTagNameMap {
    'court-card': CourtCard;
  }
}
