// The pieces of the keeper pad's screen as templates: the status line, who scores the court, the two teams with their point buttons, and what comes next.
import { html, nothing, type TemplateResult } from 'lit';
import { etaInText, matchTitle, rulesText, runningSetText, setCount, setsText } from '../../shared/view/format.js';
import { stageRules } from '../../shared/engine/rules.js';
import type { PadView } from '../pad/pad-model.js';
import { runningTarget, setsWon, type SideIndex } from '../pad/score.js';
import { padStatusText } from '../sync/pad-status.js';

/** The connection and unsaved changes, always on screen; `data-pending` is the exact count. */
export function statusLine(v: PadView): TemplateResult {
  const tone =
    v.conn.state === 'online'
      ? v.pending
        ? 'pending'
        : 'saved'
      : v.conn.state === 'offline' || v.conn.state === 'refused'
        ? 'offline'
        : v.pending
          ? 'pending'
          : 'idle';
  return html`<p class="sync sync-${tone}" id="sync" role="status" data-state=${v.conn.state} data-pending=${v.pending}>${padStatusText(v.conn, v.pending)}</p>`;
}

export function headLine(v: PadView, fallback: string): TemplateResult {
  // the rules of the match on court: a bracket match may be played to other rules than the pools
  const rules = v.court ? rulesText(stageRules(v.court.rules, v.match?.stage ?? 'pool')) : '';
  return html`<p class="k-tournament">${v.court ? `${v.court.tournament} · ${rules}` : fallback}</p>`;
}

/** Who scores this court, when another pad is or was involved; with the one button that changes it. */
export function handoverBanner(v: PadView, court: number, takeOver: () => void): TemplateResult | typeof nothing {
  const h = v.handover;
  if (v.conn.state === 'refused' || !v.match) return nothing;
  const button = (label: string) => html`<button type="button" class="btn big" id="k-take-over" @click=${takeOver}>${label}</button>`;
  if (h.role === 'handedOver') {
    return html`<div class="k-banner k-handed" id="k-handover" role="alert"><p><strong>Scoring moved to another pad.</strong> This pad stopped sending points and only follows the score.</p>${button('Take over scoring again')}</div>`;
  }
  if (h.role === 'watching') {
    return h.otherScoring
      ? html`<div class="k-banner" id="k-handover" role="status"><p><strong>Another pad is scoring court ${court}.</strong> This pad follows the score.</p>${button('Take over scoring')}</div>`
      : html`<div class="k-banner" id="k-handover" role="status"><p>No pad is scoring court ${court} right now.</p>${button('Score on this pad')}</div>`;
  }
  return h.otherPads > 0
    ? html`<p class="k-note" id="k-handover" role="status">This pad scores court ${court}; ${h.otherPads === 1 ? 'another pad is open and follows' : `${h.otherPads} other pads are open and follow`}.</p>`
    : nothing;
}

/** One team: its name, its points, and the big button that gives it a point. */
function side(v: PadView, i: SideIndex, enabled: boolean, point: (i: SideIndex) => void): TemplateResult {
  const name = (i === 0 ? v.match?.a : v.match?.b) ?? (i === 0 ? 'Side A' : 'Side B');
  const pts = i === 0 ? v.score.a : v.score.b;
  return html`<section class="k-side" data-side=${i}>
<h2 class="k-team" id="k-team-${i}">${name}</h2>
<output class="k-pts${v.unsaved ? ' unsaved' : ''}" id="k-pts-${i}" aria-labelledby="k-team-${i}">${pts}</output>
<button type="button" class="k-plus" data-side=${i} ?disabled=${!enabled} @click=${() => point(i)}><span class="k-plus-sign" aria-hidden="true">+1</span><span class="k-plus-name">Point for ${name}</span></button>
</section>`;
}

/** The set being played and its target: "Set 2 · to 21" (the target moves on at 20-20 with win by 2). */
export function setLine(v: PadView): string {
  if (!v.play) return '';
  const bestOf = stageRules(v.play.rules, v.play.stage).bestOf;
  const over = v.finalWaiting ?? v.decided;
  if (over) {
    const [wa, wb] = setCount(over);
    return `Match over${bestOf > 1 ? ` · sets ${wa}-${wb}` : ''}`;
  }
  const won = setsWon(v.score);
  return runningSetText(v.score.sets.length + 1, runningTarget(v.play, v.score), won, bestOf);
}

export function scoreBoard(v: PadView, enabled: boolean, point: (i: SideIndex) => void): TemplateResult {
  return html`<div class="k-sides">${side(v, 0, enabled, point)}${side(v, 1, enabled, point)}</div>
<p class="k-unsaved" ?hidden=${!v.unsaved}>Not saved on the server yet: ${v.conn.state === 'online' ? 'sending…' : 'it goes out when the connection is back.'}</p>
<p class="k-sets" id="k-sets">${v.score.sets.length ? `Sets: ${setsText(v.score.sets)}` : ''}</p>`;
}

/** The court's next match, so the keeper knows who to call. */
export function nextView(v: PadView, court: number): TemplateResult | typeof nothing {
  const n = v.court?.next;
  if (!n) return nothing;
  return html`<section class="k-next" aria-labelledby="k-next-title"><h2 id="k-next-title">Next on court ${court}</h2>
<p class="k-next-teams">${n.a ?? 'To be decided'} vs ${n.b ?? 'To be decided'}</p>
<p class="k-next-when">${matchTitle(n)} · ${n.tentative ? 'waits for a match still being played' : etaInText(n.etaMin)}</p></section>`;
}
