// <desk-matches>: every match of the tournament by pool and bracket, each with its result form; sections fold so the list stays short.
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { DECIDED } from '../../shared/view/format.js';
import type { PublicMatch } from '../../shared/engine/types.js';
import { DeskSection } from './desk-section.js';
import { pageWords } from '../i18n/page-words.js';
import './desk-match.js';

const doneCount = (ms: PublicMatch[]) =>
  pageWords().t('desk.doneCount', { done: ms.filter((m) => DECIDED.has(m.status)).length, total: ms.length });
/** Where the example goes in 'desk.typeSets', so it shows as code. */
const EXAMPLE = '\u0000';

export class DeskMatches extends DeskSection {
  private group(key: string, title: string, ms: PublicMatch[]): TemplateResult {
    const view = this.view!;
    return html`<details data-key=${key}><summary>${title} <span class="count">${doneCount(ms)}</span></summary>
<div class="matches">${repeat(
      ms,
      (m) => m.id,
      (m) => html`<desk-match .view=${view} .match=${m}></desk-match>`,
    )}</div></details>`;
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const pub = view.pub;
    const w = pageWords();
    const [before, after] = w.t('desk.typeSets', { example: EXAMPLE }).split(EXAMPLE);
    return html`<p class="muted">${before}<code>21-15, 18-21, 15-10</code>${after}</p>
${repeat(
  pub.pools,
  (p) => p.id,
  (p) => this.group(`pool-${p.id}`, w.t('desk.pool', { pool: p.id }), p.matches),
)}
${
  pub.bracket.length
    ? this.group(
        'bracket',
        w.t('desk.bracketTitle'),
        pub.bracket.filter((m) => m.status !== 'void' || m.a || m.b),
      )
    : nothing
}`;
  }
}

customElements.define('desk-matches', DeskMatches);

declare global {
  interface HTMLElementTagNameMap {
    'desk-matches': DeskMatches;
  }
}
