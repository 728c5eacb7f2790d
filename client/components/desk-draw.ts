// <desk-draw>: drawing pools or the bracket with a preview first (the engine itself run on a copy of the tournament), and clearing the draw behind a confirmation.
import { html, nothing, type TemplateResult } from 'lit';
import { apply } from '../../shared/engine/apply.js';
import { bracketCount, DECIDED, matchName, sideText, tierTitle } from '../../shared/view/format.js';
import { tiersOf } from '../../shared/engine/tiers.js';
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

const tierExists = (t: DeskView['t'], name: string): boolean => tiersOf(t).some((x) => x.name === name);

export class DeskDraw extends DeskSection {
  static override properties = {
    poolSize: { state: true },
    perPool: { state: true },
    wildcards: { state: true },
    bracketType: { state: true },
    thirdPlace: { state: true },
    tier: { state: true },
    fromRank: { state: true },
    toRank: { state: true },
    consolation: { state: true },
    workTeams: { state: true },
    asking: { state: true },
  };

  declare poolSize: number;
  declare perPool: number | null;
  declare wildcards: number;
  declare bracketType: BracketType;
  declare thirdPlace: boolean;
  /** docs/running-an-event.md, Gold and Silver: the tier's name ('' the main bracket) and the pool ranks it takes. */
  declare tier: string;
  declare fromRank: number | null;
  declare toRank: number | null;
  declare consolation: boolean;
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
    this.tier = '';
    this.fromRank = null;
    this.toRank = null;
    this.consolation = false;
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

  private bracketPreview(p: Preview, tier: string): TemplateResult {
    if (!p.ok) return html`<p class="preview-none">Not possible yet: ${p.error}</p>`;
    const first = p.pub.bracket.filter((m) => m.tier === tier.trim() && m.stage !== 'losers' && m.round === 1);
    return html`<p class="preview-msg">${p.msg}</p><ul class="preview-matches">${first.map((m) => html`<li><span class="muted">${matchName(p.pub, m)}:</span> ${sideText(p.pub, m, 'A')} <span class="vs">vs</span> ${sideText(p.pub, m, 'B')}</li>`)}</ul>`;
  }

  /** The brackets drawn so far, each with a button that fills the form to draw it again (only before its first result). */
  private tierList(view: DeskView): TemplateResult | typeof nothing {
    const tiers = tiersOf(view.t);
    if (tiers.length === 0) return nothing;
    return html`<h3>Drawn brackets</h3><ul class="tier-list" data-tiers>${tiers.map((x) => {
      const matches = view.pub.bracket.filter((m) => m.tier === x.name);
      const played = matches.some((m) => m.status === 'final' || m.status === 'forfeit' || m.sets.length > 0);
      const what = `${x.type === 'double' ? 'double' : 'single'} elimination, ${matches.length} matches`;
      const ranks = x.consolationOf !== undefined ? 'first-round losers' : x.toRank > 0 ? `ranks ${x.fromRank}-${x.toRank}` : '';
      return html`<li><strong>${tierTitle(x.name)}</strong> <span class="muted">${[ranks, what].filter(Boolean).join(', ')}</span>
${
  x.consolationOf !== undefined
    ? nothing
    : played
      ? html`<span class="muted">(has results: it stays)</span>`
      : html`<button type="button" class="btn small" @click=${() => {
          this.tier = x.name;
          this.fromRank = x.toRank > 0 ? x.fromRank : null;
          this.toRank = x.toRank > 0 ? x.toRank : null;
          this.bracketType = x.type;
          this.thirdPlace = x.thirdPlace;
          this.consolation = x.consolation;
        }}>Draw ${x.name === '' ? 'the main bracket' : x.name} again</button>`
}</li>`;
    })}</ul>`;
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
    const fromRank = this.fromRank ?? 1;
    const most = hasPools ? Math.max(0, ...t.pools.map((p) => p.teamIds.length)) : Object.keys(t.teams).length;
    const toRank = this.toRank ?? (hasPools ? perPool : most);
    const pools: DeskIntent = { type: 'generatePools', poolSize: this.poolSize, ...(this.workTeams ? { workTeams: true } : {}) };
    const bracket: DeskIntent = {
      type: 'generateBracket',
      perPool,
      wildcards: this.wildcards,
      bracketType: this.bracketType,
      thirdPlace: this.thirdPlace,
      ...(this.tier.trim() !== '' ? { tier: this.tier.trim() } : {}),
      ...(this.fromRank !== null || this.toRank !== null ? { fromRank, toRank } : {}),
      ...(this.consolation && this.bracketType === 'single' ? { consolation: true } : {}),
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
  hasBracket && (!hasPools || t.pools.length > 0)
    ? html`${this.tierList(view)}<form class="stack compact" data-draw-bracket @submit=${(e: Event) => {
        e.preventDefault();
        this.go(bracket);
      }}>
${t.bracket !== null ? html`<h3>Draw another tier</h3><p class="muted">Gold takes pool ranks 1-2, Silver 3-4: each tier is a bracket of its own on the same courts.</p>` : nothing}
${hasPools && poolOpen > 0 ? html`<p class="muted" data-pools-open>${poolOpen} pool ${poolOpen === 1 ? 'match is' : 'matches are'} still to play: draw the bracket once the pools are done.</p>` : nothing}
<div class="grid-fields">
<div class="field"><label for="tier">Tier name <span class="muted">(blank: the main bracket)</span></label><input id="tier" maxlength="20" placeholder="Gold" .value=${this.tier} @input=${(
        e: Event,
      ) => {
        this.tier = (e.target as HTMLInputElement).value;
      }}></div>
${this.number(
  'fromRank',
  hasPools ? 'From pool rank' : 'From seed',
  fromRank,
  (n) => {
    this.fromRank = n;
  },
  1,
  most,
)}${this.number(
  'toRank',
  hasPools ? 'To pool rank' : 'To seed',
  toRank,
  (n) => {
    this.toRank = n;
  },
  1,
  most,
)}
${
  hasPools
    ? html`${this.number(
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
      }}><label for="thirdPlace">Play for 3rd place (single elimination)</label></div>
<div class="field check"><input type="checkbox" id="consolation" .checked=${this.consolation} @change=${(e: Event) => {
        this.consolation = (e.target as HTMLInputElement).checked;
      }}><label for="consolation">Consolation bracket for the first-round losers</label></div>`
    : nothing
}
<div class="preview" aria-live="polite"><h3>Preview: first round${this.tier.trim() ? ` of ${this.tier.trim()}` : ''}</h3>${this.bracketPreview(preview(view, bracket), this.tier)}</div>
<p><button type="submit" class="btn primary">${tierExists(t, this.tier.trim()) ? 'Draw it again' : 'Generate bracket'}</button></p></form>`
    : nothing
}
${
  drawn
    ? html`<p>${t.pools.length ? `${t.pools.length} pools` : ''}${t.pools.length && pub.bracket.length ? ' and ' : ''}${pub.bracket.length ? bracketCount(pub) : ''} drawn.</p>
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
