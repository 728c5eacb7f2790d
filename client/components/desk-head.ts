// <desk-head>: the tournament's name, rules and phase, with the phase changes that make sense now (and a confirmation before finishing with matches left).
import { html, nothing, type TemplateResult } from 'lit';
import { DECIDED, PHASE_LABEL, allMatches } from '../../shared/view/format.js';
import type { Phase } from '../../shared/engine/types.js';
import { intentNote, isPending, send, type DeskView } from './desk-view.js';
import { DeskSection } from './desk-section.js';

interface PhaseStep {
  to: Phase;
  label: string;
  primary?: boolean;
}

/** The phase changes offered in each phase; going live needs a draw. */
function steps(view: DeskView): PhaseStep[] {
  const drawn = view.t.pools.length > 0 || view.pub.bracket.length > 0;
  switch (view.t.phase) {
    case 'checkin':
      return [{ to: 'closed', label: 'Close registration', primary: true }];
    case 'closed':
      return [
        ...(drawn ? [{ to: 'live' as Phase, label: 'Go live', primary: true }] : []),
        { to: 'checkin', label: 'Reopen registration' },
      ];
    case 'live':
      return [
        { to: 'final', label: 'Finish (final results)', primary: view.pub.champion !== null },
        { to: 'closed', label: 'Stop sending matches to courts' },
      ];
    case 'final':
      return [{ to: 'live', label: 'Back to live' }];
  }
}

export class DeskHead extends DeskSection {
  static override properties = {
    asking: { state: true },
  };

  /** "Finish" asked while matches are left: the confirmation is on screen. */
  declare asking: boolean;

  constructor() {
    super();
    this.asking = false;
  }

  private go(step: PhaseStep): void {
    const view = this.view!;
    const left = allMatches(view.pub).filter((m) => !DECIDED.has(m.status) && !m.conditional).length;
    if (step.to === 'final' && left > 0 && !this.asking) {
      this.asking = true;
      return;
    }
    this.asking = false;
    send(view, { type: 'phase', phase: step.to }, 'phase');
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const t = view.t;
    const slug = encodeURIComponent(t.slug);
    const left = allMatches(view.pub).filter((m) => !DECIDED.has(m.status) && !m.conditional).length;
    const drawn = t.pools.length > 0 || view.pub.bracket.length > 0;
    return html`<header class="t-head desk-head">
<nav class="kicker" aria-label="Tournament links"><a href="/admin">Desk</a> · <a href=${`/t/${slug}`}>Public board</a> · <a href=${`/t/${slug}/display`}>TV display</a> · <a href=${`/admin/t/${slug}/keeper-qr`}>Keeper QR codes</a> · <a href=${`/admin/t/${slug}/qr`}>Registration QR</a> · <a href=${`/admin/t/${slug}/events.csv`} download>Events CSV</a></nav>
<h1>${t.name}</h1>
<p class="meta"><span><time datetime=${t.date}>${t.date}</time> · ${t.courtCount} courts · to ${t.rules.pointsTo}, win by ${t.rules.winBy}${t.rules.cap ? `, cap ${t.rules.cap}` : ''}, best of ${t.rules.bestOf}</span>
<span class="badge phase-${t.phase}${isPending(view, 'phase') ? ' is-pending' : ''}" data-phase>${PHASE_LABEL[t.phase]}</span></p>
${t.phase === 'checkin' ? html`<p class="small muted">Registration link: <a href=${`/t/${slug}`}>${location.origin}/t/${t.slug}</a></p>` : nothing}
<div id="phase" class="phase-controls">
${steps(view).map((s) => html`<button type="button" class="btn${s.primary ? ' primary' : ' small'}" @click=${() => this.go(s)}>${s.label}</button>`)}
${t.phase === 'closed' && !drawn ? html`<span class="muted">Draw pools or the bracket to go live.</span>` : nothing}
${
  this.asking
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby="finish-ask">
<p id="finish-ask">${left} ${left === 1 ? 'match is' : 'matches are'} not decided yet. Finish the tournament anyway? Courts stop taking matches.</p>
<button type="button" class="btn warn small" @click=${() => this.go({ to: 'final', label: '' })}>Finish anyway</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = false;
      }}>Cancel</button></div>`
    : nothing
}
${intentNote(view, 'phase')}
</div>
</header>`;
  }
}

customElements.define('desk-head', DeskHead);

declare global {
  interface HTMLElementTagNameMap {
    'desk-head': DeskHead;
  }
}
