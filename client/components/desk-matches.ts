// <desk-matches>: every match of the tournament by pool and bracket, each with its result form; sections fold so the list stays short.
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { DECIDED } from '../../shared/view/format.js';
import type { PublicMatch } from '../../shared/engine/types.js';
import { DeskSection } from './desk-section.js';
import './desk-match.js';

const doneCount = (ms: PublicMatch[]) => `${ms.filter((m) => DECIDED.has(m.status)).length}/${ms.length} done`;

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
    return html`<p class="muted">Type sets as <code>21-15, 18-21, 15-10</code>, first team first.</p>
${repeat(
  pub.pools,
  (p) => p.id,
  (p) => this.group(`pool-${p.id}`, `Pool ${p.id}`, p.matches),
)}
${
  pub.bracket.length
    ? this.group(
        'bracket',
        'Bracket',
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
