// The top of a public page: the tournament's name, date and phase, how each stage is played, and the organizer's banner.
import { html, nothing, type TemplateResult } from 'lit';
import { PHASE_LABEL, stageRulesText } from '../../shared/view/format.js';
import type { PublicState } from '../../shared/engine/types.js';

export function headline(pub: PublicState): TemplateResult {
  return html`<header class="t-head">
<h1>${pub.name}</h1>
<p class="meta"><time datetime=${pub.date}>${pub.date}</time> <span class="badge phase-${pub.phase}" data-phase>${PHASE_LABEL[pub.phase] ?? pub.phase}</span></p>
<p class="rules-line">${stageRulesText(pub)}</p>
</header>`;
}

export function bannerView(banner: string | null): TemplateResult | typeof nothing {
  return banner ? html`<p class="banner" role="status">${banner}</p>` : nothing;
}
