// <desk-head>: the tournament's name, rules and phase, with the phase changes that make sense now (and a confirmation before finishing with matches left).
import { html, nothing, type TemplateResult } from 'lit';
import { DECIDED, allMatches } from '../../shared/view/format.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';
import { pageWords } from '../i18n/page-words.js';
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
  const w = pageWords();
  const drawn = view.t.pools.length > 0 || view.pub.bracket.length > 0;
  switch (view.t.phase) {
    case 'checkin':
      return [{ to: 'closed', label: w.t('desk.closeRegistration'), primary: true }];
    case 'closed':
      return [
        ...(drawn ? [{ to: 'live' as Phase, label: w.t('desk.goLive'), primary: true }] : []),
        { to: 'checkin', label: w.t('desk.reopenRegistration') },
      ];
    case 'live':
      return [
        { to: 'final', label: w.t('desk.finish'), primary: view.pub.champion !== null },
        { to: 'closed', label: w.t('desk.stopSending') },
      ];
    case 'final':
      return [{ to: 'live', label: w.t('desk.backToLive') }];
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
    const w = pageWords();
    const slug = encodeURIComponent(t.slug);
    const left = allMatches(view.pub).filter((m) => !DECIDED.has(m.status) && !m.conditional).length;
    const drawn = t.pools.length > 0 || view.pub.bracket.length > 0;
    return html`<header class="t-head desk-head">
<nav class="kicker" aria-label=${w.t('desk.navLabel')}><a href="/admin">${w.t(
      'desk.home',
    )}</a> · <a href=${`/t/${slug}`}>${w.t('desk.publicBoard')}</a> · <a href=${`/t/${slug}/display`}>${w.t(
      'desk.tvDisplay',
    )}</a> · <a href=${`/admin/t/${slug}/keeper-qr`}>${w.t('desk.keeperQr')}</a> · <a href=${`/admin/t/${slug}/qr`}>${w.t(
      'desk.registrationQr',
    )}</a> · <a href=${`/admin/t/${slug}/events.csv`} download>${w.t('desk.eventsCsv')}</a></nav>
<h1>${t.name}</h1>
<p class="meta"><span><time datetime=${t.date}>${dateIn(t.date, w.lang)}</time> · ${w.t('desk.meta', {
      courts: t.courtCount,
      points: t.rules.pointsTo,
      winBy: t.rules.winBy,
      cap: t.rules.cap || 0,
      bestOf: t.rules.bestOf,
    })}</span>
<span class="badge phase-${t.phase}${isPending(view, 'phase') ? ' is-pending' : ''}" data-phase>${phaseIn(t.phase, w)}</span></p>
${t.phase === 'checkin' ? html`<p class="small muted">${w.t('desk.registrationLink')} <a href=${`/t/${slug}`}>${location.origin}/t/${t.slug}</a></p>` : nothing}
<div id="phase" class="phase-controls">
${steps(view).map((s) => html`<button type="button" class="btn${s.primary ? ' primary' : ' small'}" @click=${() => this.go(s)}>${s.label}</button>`)}
${t.phase === 'closed' && !drawn ? html`<span class="muted">${w.t('desk.drawToGoLive')}</span>` : nothing}
${
  this.asking
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby="finish-ask">
<p id="finish-ask">${w.t('desk.finishAsk', { left })}</p>
<button type="button" class="btn warn small" @click=${() => this.go({ to: 'final', label: '' })}>${w.t('desk.finishAnyway')}</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = false;
      }}>${w.t('desk.cancel')}</button></div>`
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
