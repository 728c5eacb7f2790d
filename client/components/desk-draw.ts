// <desk-draw>: drawing pools or the bracket with a preview first (the engine itself run on a copy of the tournament), and
// clearing the draw behind a confirmation.
import { html, nothing, type TemplateResult } from 'lit';
import { apply } from '../../shared/engine/apply.js';
import { DECIDED } from '../../shared/view/format.js';
import { matchNameIn, sideTextIn } from '../../shared/view/format-words.js';
import { tierSummaryIn } from '../../shared/view/desk-live.js';
import { pageWords } from '../i18n/page-words.js';
import type { Words } from '../../shared/i18n/words.js';
import { tiersOf } from '../../shared/engine/tiers.js';
import { project } from '../../shared/public/project.js';
import type { BracketType, Intent, PublicState } from '../../shared/engine/types.js';
import type { DeskIntent } from '../sync/desk-intents.js';
import { intentNote, send, type DeskView } from './desk-view.js';
import { DeskSection } from './desk-section.js';

type Preview = { ok: true; pub: PublicState; msg: string } | { ok: false; error: string };

/** What `intent` would draw, without sending anything: the same apply() the server runs, on a copy; said in the page's language. */
function preview(view: DeskView, intent: Intent, w: Words): Preview {
  const r = apply(view.t, intent, { now: view.now, random: Math.random });
  const english = w.lang === 'en';
  if (r.ok) return { ok: true, pub: project(r.state, view.now), msg: r.said && !english ? w.t(r.said.key, r.said.values) : r.msg };
  return { ok: false, error: r.why && !english ? w.t(r.why.key, r.why.values) : r.error };
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
<input id=${id} type="number" min=${min} max=${max ?? nothing} .value=${String(value)} @input=${(e: Event) =>
      set(Number((e.target as HTMLInputElement).value))}></div>`;
  }

  private go(intent: DeskIntent): void {
    send(this.view!, intent, 'draw');
  }

  private poolsPreview(p: Preview, w: Words): TemplateResult {
    if (!p.ok) return html`<p class="preview-none">${w.t('desk.notPossibleNumbers', { error: p.error })}</p>`;
    return html`<p class="preview-msg">${p.msg}</p><div class="preview-pools">${p.pub.pools.map(
      (pool) => html`<div class="preview-pool"><h4>${w.t('desk.pool', { pool: pool.id })}</h4>
<ol>${pool.standings.map((s) => html`<li>${s.name}</li>`)}</ol></div>`,
    )}</div>`;
  }

  private bracketPreview(p: Preview, tier: string, w: Words): TemplateResult {
    if (!p.ok) return html`<p class="preview-none">${w.t('desk.notPossibleYet', { error: p.error })}</p>`;
    const first = p.pub.bracket.filter((m) => m.tier === tier.trim() && m.stage !== 'losers' && m.round === 1);
    return html`<p class="preview-msg">${p.msg}</p><ul class="preview-matches">${first.map(
      (m) =>
        html`<li><span class="muted">${matchNameIn(p.pub, m, w)}:</span> ${sideTextIn(p.pub, m, 'A', w)} <span class="vs">${w.t(
          'board.vs',
        )}</span> ${sideTextIn(p.pub, m, 'B', w)}</li>`,
    )}</ul>`;
  }

  /** The brackets drawn so far, each with a button that fills the form to draw it again (only before its first result). */
  private tierList(view: DeskView): TemplateResult | typeof nothing {
    const tiers = tiersOf(view.t);
    if (tiers.length === 0) return nothing;
    const w = pageWords();
    return html`<h3>${w.t('desk.drawnBrackets')}</h3><ul class="tier-list" data-tiers>${tiers.map((x) => {
      const { title, what, played } = tierSummaryIn(view.pub, x, w);
      return html`<li><strong>${title}</strong> <span class="muted">${what}</span>
${
  x.consolationOf !== undefined
    ? nothing
    : played
      ? html`<span class="muted">${w.t('desk.hasResults')}</span>`
      : html`<button type="button" class="btn small" @click=${() => {
          this.tier = x.name;
          this.fromRank = x.toRank > 0 ? x.fromRank : null;
          this.toRank = x.toRank > 0 ? x.toRank : null;
          this.bracketType = x.type;
          this.thirdPlace = x.thirdPlace;
          this.consolation = x.consolation;
        }}>${w.t('desk.drawAgain', { main: x.name === '' ? 'yes' : 'no', tier: x.name })}</button>`
}</li>`;
    })}</ul>`;
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const t = view.t;
    const pub = view.pub;
    const w = pageWords();
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
    const brackets = pub.bracket.length ? Math.max(1, pub.tiers?.length ?? 0) : 0;
    return html`<h2 id="generate-title">${w.t('desk.drawTitle')}</h2>
${
  hasPools && t.pools.length === 0
    ? html`<form class="stack compact" @submit=${(e: Event) => {
        e.preventDefault();
        this.go(pools);
      }}>
<div class="grid-fields">${this.number(
        'poolSize',
        w.t('desk.teamsPerPool'),
        this.poolSize,
        (n) => {
          this.poolSize = n;
        },
        2,
        16,
      )}</div>
<div class="field check"><input type="checkbox" id="workTeams" .checked=${this.workTeams} @change=${(e: Event) => {
        this.workTeams = (e.target as HTMLInputElement).checked;
      }}><label for="workTeams">${w.t('desk.workTeams')}</label></div>
<div class="preview" aria-live="polite"><h3>${w.t('desk.preview')}</h3>${this.poolsPreview(preview(view, pools, w), w)}</div>
<p><button type="submit" class="btn primary">${w.t('desk.generatePools')}</button></p></form>`
    : nothing
}
${
  hasBracket && (!hasPools || t.pools.length > 0)
    ? html`${this.tierList(view)}<form class="stack compact" data-draw-bracket @submit=${(e: Event) => {
        e.preventDefault();
        this.go(bracket);
      }}>
${t.bracket !== null ? html`<h3>${w.t('desk.drawAnotherTier')}</h3><p class="muted">${w.t('desk.tierHint')}</p>` : nothing}
${hasPools && poolOpen > 0 ? html`<p class="muted" data-pools-open>${w.t('desk.poolOpen', { n: poolOpen })}</p>` : nothing}
<div class="grid-fields">
<div class="field"><label for="tier">${w.t('desk.tierName')} <span class="muted">${w.t(
        'desk.tierBlank',
      )}</span></label><input id="tier" maxlength="20" placeholder=${w.t('desk.tierPlaceholder')} .value=${this.tier} @input=${(
        e: Event,
      ) => {
        this.tier = (e.target as HTMLInputElement).value;
      }}></div>
${this.number(
  'fromRank',
  hasPools ? w.t('desk.fromPoolRank') : w.t('desk.fromSeed'),
  fromRank,
  (n) => {
    this.fromRank = n;
  },
  1,
  most,
)}${this.number(
  'toRank',
  hasPools ? w.t('desk.toPoolRank') : w.t('desk.toSeed'),
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
        w.t('desk.wildcards'),
        this.wildcards,
        (n) => {
          this.wildcards = n;
        },
        0,
      )}`
    : nothing
}
<div class="field"><label for="type">${w.t('desk.elimination')}</label><select id="type" @change=${(e: Event) => {
        this.bracketType = (e.target as HTMLSelectElement).value as BracketType;
      }}>
<option value="single" ?selected=${this.bracketType === 'single'}>${w.t('desk.single')}</option><option value="double" ?selected=${
        this.bracketType === 'double'
      }>${w.t('desk.double')}</option></select></div>
</div>
${
  this.bracketType === 'single'
    ? html`<div class="field check"><input type="checkbox" id="thirdPlace" .checked=${this.thirdPlace} @change=${(e: Event) => {
        this.thirdPlace = (e.target as HTMLInputElement).checked;
      }}><label for="thirdPlace">${w.t('desk.thirdPlace')}</label></div>
<div class="field check"><input type="checkbox" id="consolation" .checked=${this.consolation} @change=${(e: Event) => {
        this.consolation = (e.target as HTMLInputElement).checked;
      }}><label for="consolation">${w.t('desk.consolation')}</label></div>`
    : nothing
}
<div class="preview" aria-live="polite"><h3>${w.t('desk.previewFirstRound', {
        has: this.tier.trim() ? 'yes' : 'no',
        tier: this.tier.trim(),
      })}</h3>${this.bracketPreview(preview(view, bracket, w), this.tier, w)}</div>
<p><button type="submit" class="btn primary">${tierExists(t, this.tier.trim()) ? w.t('desk.drawItAgain') : w.t('desk.generateBracket')}</button></p></form>`
    : nothing
}
${
  drawn
    ? html`<p>${w.t('desk.drawnSummary', { pools: t.pools.length, both: t.pools.length && brackets ? 'yes' : 'no', brackets, matches: pub.bracket.length })}</p>
${
  this.asking
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby="clear-ask"><p id="clear-ask">${w.t('desk.clearAsk')}</p>
<button type="button" class="btn danger small" @click=${() => {
        this.asking = false;
        this.go({ type: 'regenerate' });
      }}>${w.t('desk.clearYes')}</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = false;
      }}>${w.t('desk.cancel')}</button></div>`
    : html`<button type="button" class="btn warn" @click=${() => {
        this.asking = true;
      }}>${w.t('desk.clearDraw')}</button>`
}`
    : html`<p class="muted">${hasPools ? w.t('desk.generatePoolsWhen') : w.t('desk.generateBracketWhen')}</p>`
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
