// <desk-draw>: drawing pools or the bracket with a preview first (the engine itself run on a copy of the tournament), and clearing the draw behind a confirmation.
import { html, nothing, type TemplateResult } from 'lit';
import { apply } from '../../shared/engine/apply.js';
import { DECIDED, matchName, sideText } from '../../shared/view/format.js';
import { project } from '../../shared/public/project.js';
import type { BracketType, Intent, PublicState } from '../../shared/engine/types.js';
import type { DeskIntent } from '../sync/desk-intents.js';
import { intentNote, send, type DeskView } from './desk-view.js';
import { DeskSection } from './desk-section.js';

type Preview = { ok: true; pub: PublicState; msg: string } | { ok: false; error: string };

/** What `intent` would draw, without sending anything: the same apply() the server runs, on a copy. */
function preview(view: DeskView, intent: Intent): Preview {
  const r = apply(view.t, intent, { now: view.now, random: Math.random });
  return r.ok ? { ok: true, pub: project(r.state, view.now), msg: r.msg } : { ok: false, error: r.error };
}

export class DeskDraw extends DeskSection {
  static override properties = {
    poolSize: { state: true },
    perPool: { state: true },
    wildcards: { state: true },
    bracketType: { state: true },
    thirdPlace: { state: true },
    workTeams: { state: true },
    asking: { state: true },
  };

  declare poolSize: number;
  declare perPool: number | null;
  declare wildcards: number;
  declare bracketType: BracketType;
  declare thirdPlace: boolean;
  declare workTeams: boolean;
  /** "Clear the draw" waits for its confirmation. */
  declare asking: boolean;

  constructor() {
    super();
    this.poolSize = 4;
    this.perPool = null;
    this.wildcards = 0;
    this.bracketType = 'single';
    this.thirdPlace = false;
    this.workTeams = false;
    this.asking = false;
  }

  private number(id: string, label: string, value: number, set: (n: number) => void, min: number, max?: number): TemplateResult {
    return html`<div class="field short"><label for=${id}>${label}</label>
<input id=${id} type="number" min=${min} max=${max ?? nothing} .value=${String(value)} @input=${(e: Event) => set(Number((e.target as HTMLInputElement).value))}></div>`;
  }

  private go(intent: DeskIntent): void {
    send(this.view!, intent, 'draw');
  }

  private poolsPreview(p: Preview): TemplateResult {
    if (!p.ok) return html`<p class="preview-none">Not possible with these numbers: ${p.error}</p>`;
    return html`<p class="preview-msg">${p.msg}</p><div class="preview-pools">${p.pub.pools.map(
      (pool) => html`<div class="preview-pool"><h4>Pool ${pool.id}</h4>
<ol>${pool.standings.map((s) => html`<li>${s.name}</li>`)}</ol></div>`,
    )}</div>`;
  }

  private bracketPreview(p: Preview): TemplateResult {
    if (!p.ok) return html`<p class="preview-none">Not possible yet: ${p.error}</p>`;
    const first = p.pub.bracket.filter((m) => m.stage === 'bracket' && m.round === 1);
    return html`<p class="preview-msg">${p.msg}</p><ul class="preview-matches">${first.map((m) => html`<li><span class="muted">${matchName(p.pub, m)}:</span> ${sideText(p.pub, m, 'A')} <span class="vs">vs</span> ${sideText(p.pub, m, 'B')}</li>`)}</ul>`;
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const t = view.t;
    const pub = view.pub;
    const hasPools = t.stages.includes('pool');
    const hasBracket = t.stages.includes('bracket');
    const smallest = t.pools.length ? Math.min(...t.pools.map((p) => p.teamIds.length)) : 4;
    const perPool = this.perPool ?? Math.min(2, smallest);
    const poolOpen = pub.pools.flatMap((p) => p.matches).filter((m) => !DECIDED.has(m.status)).length;
    const drawn = t.pools.length > 0 || t.bracket !== null;
    const pools: DeskIntent = { type: 'generatePools', poolSize: this.poolSize, ...(this.workTeams ? { workTeams: true } : {}) };
    const bracket: DeskIntent = {
      type: 'generateBracket',
      perPool,
      wildcards: this.wildcards,
      bracketType: this.bracketType,
      thirdPlace: this.thirdPlace,
    };
    return html`<h2 id="generate-title">Draw</h2>
${
  hasPools && t.pools.length === 0
    ? html`<form class="stack compact" @submit=${(e: Event) => {
        e.preventDefault();
        this.go(pools);
      }}>
<div class="grid-fields">${this.number(
        'poolSize',
        'Teams per pool',
        this.poolSize,
        (n) => {
          this.poolSize = n;
        },
        2,
        16,
      )}</div>
<div class="field check"><input type="checkbox" id="workTeams" .checked=${this.workTeams} @change=${(e: Event) => {
        this.workTeams = (e.target as HTMLInputElement).checked;
      }}><label for="workTeams">Work teams (each match refereed by a team of its pool)</label></div>
<div class="preview" aria-live="polite"><h3>Preview</h3>${this.poolsPreview(preview(view, pools))}</div>
<p><button type="submit" class="btn primary">Generate pools</button></p></form>`
    : nothing
}
${
  hasBracket && t.bracket === null && (!hasPools || t.pools.length > 0)
    ? html`<form class="stack compact" @submit=${(e: Event) => {
        e.preventDefault();
        this.go(bracket);
      }}>
${hasPools && poolOpen > 0 ? html`<p class="muted" data-pools-open>${poolOpen} pool ${poolOpen === 1 ? 'match is' : 'matches are'} still to play: draw the bracket once the pools are done.</p>` : nothing}
<div class="grid-fields">
${
  hasPools
    ? html`${this.number(
        'perPool',
        'Advance per pool',
        perPool,
        (n) => {
          this.perPool = n;
        },
        1,
        smallest,
      )}${this.number(
        'wildcards',
        'Wildcards',
        this.wildcards,
        (n) => {
          this.wildcards = n;
        },
        0,
      )}`
    : nothing
}
<div class="field"><label for="type">Elimination</label><select id="type" @change=${(e: Event) => {
        this.bracketType = (e.target as HTMLSelectElement).value as BracketType;
      }}>
<option value="single" ?selected=${this.bracketType === 'single'}>Single elimination</option><option value="double" ?selected=${this.bracketType === 'double'}>Double elimination</option></select></div>
</div>
${
  this.bracketType === 'single'
    ? html`<div class="field check"><input type="checkbox" id="thirdPlace" .checked=${this.thirdPlace} @change=${(e: Event) => {
        this.thirdPlace = (e.target as HTMLInputElement).checked;
      }}><label for="thirdPlace">Play for 3rd place (single elimination)</label></div>`
    : nothing
}
${!hasPools ? html`<p class="muted">All registered teams enter, by seed.</p>` : nothing}
<div class="preview" aria-live="polite"><h3>Preview: first round</h3>${this.bracketPreview(preview(view, bracket))}</div>
<p><button type="submit" class="btn primary">Generate bracket</button></p></form>`
    : nothing
}
${
  drawn
    ? html`<p>${t.pools.length ? `${t.pools.length} pools` : ''}${t.pools.length && pub.bracket.length ? ' and ' : ''}${pub.bracket.length ? `a bracket of ${pub.bracket.length} matches` : ''} drawn.</p>
${
  this.asking
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby="clear-ask"><p id="clear-ask">Clear the pools and the bracket? Only possible before any score; the teams stay.</p>
<button type="button" class="btn danger small" @click=${() => {
        this.asking = false;
        this.go({ type: 'regenerate' });
      }}>Yes, clear the draw</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = false;
      }}>Cancel</button></div>`
    : html`<button type="button" class="btn warn" @click=${() => {
        this.asking = true;
      }}>Clear the draw</button>`
}`
    : html`<p class="muted">${hasPools ? 'Generate pools when check-in is done.' : 'Generate the bracket when check-in is done.'}</p>`
}
${intentNote(view, 'draw')}`;
  }
}

customElements.define('desk-draw', DeskDraw);

declare global {
  interface HTMLElementTagNameMap {
    'desk-draw': DeskDraw;
  }
}
