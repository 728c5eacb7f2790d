// The score keeper pad's screen, one template for the server's first paint (server/pages/keeper.ts) and <keeper-pad>.
import type { MatchStage, Rules, SetScore } from '../engine/types.js';
import { isDecidingSet, setRules, stageRules } from '../engine/rules.js';
import { rulesText, setCount, setsText } from './format.js';
import type { Markup } from './markup.js';

/**
 * What the pad shows, as plain data: the server fills it from the public state (still connecting, nothing
 * to press), the pad from its room and its own unsaved taps (client/components/keeper-screen.ts).
 * Buttons carry `data-act` (and `data-side`); the component listens for them, so this template has no handlers.
 */
export interface KeeperScreen {
  court: number;
  /** "<tournament> · <rules of the match on court>". */
  headline: string;
  /** The status line: `tone` colours it, `state` and `pending` are for tests and styles. */
  status: { tone: string; state: string; pending: number; text: string };
  /** The room refused this pad (a bad key, a removed court): the sentence, and whether trying again may help. */
  refused: { sentence: string; retry: boolean } | null;
  /** Who scores the court, when another pad is or was involved; null shows nothing. */
  handover: { role: 'scoring' | 'watching' | 'handedOver'; otherPads: number; otherScoring: boolean } | null;
  match: KeeperMatch | null;
  /** Why the court has no match: its pause reason, or null when it is simply open. */
  paused: { reason: string | null } | null;
  message: { text: string; error: boolean } | null;
  /** The court's next match, so the keeper knows who to call. */
  next: { a: string | null; b: string | null; title: string; when: string } | null;
  /** A venue court (docs/api.md, Events): the division whose match is on it and its rules in words, null while the court is free. */
  venue?: { division: { name: string; rules: string } | null };
}

/** "to 21, win by 2, cap 23 · best of 3 (first to 2 sets) · deciding set to 15": every rule a keeper scores by. */
export function playRulesText(rules: Rules, stage: MatchStage): string {
  const s = stageRules(rules, stage);
  const last = setRules(rules, stage, s.bestOf);
  const deciding = isDecidingSet(rules, stage, s.bestOf)
    ? ` · deciding set to ${last.pointsTo}${last.cap > 0 ? `, cap ${last.cap}` : ', no cap'}`
    : '';
  return `${rulesText(s)}${deciding}`;
}

export interface KeeperMatch {
  title: string;
  a: string | null;
  b: string | null;
  /** "Set 2 · to 21 · sets 1-0", or "Match over". */
  setLine: string;
  points: [number, number];
  /** The sets played so far. */
  sets: SetScore[];
  /** The score shown is not confirmed by the server yet. */
  unsaved: boolean;
  online: boolean;
  /** The point buttons take taps. */
  open: boolean;
  /** The scoring pad's actions; null on a pad that only follows (and in the first paint). */
  controls: { undo: string | null; decided: SetScore[] | null; waiting: SetScore[] | null } | null;
}

const sideName = (m: KeeperMatch, i: 0 | 1) => (i === 0 ? m.a : m.b) ?? (i === 0 ? 'Side A' : 'Side B');

/** The whole pad: header, who scores, the match (or why there is none), the latest message, what is next, the final's dialog. */
export function keeperView<R>(mk: Markup<R>, s: KeeperScreen): R {
  const { html } = mk;
  const head = html`<header class="k-head"><h1>Court ${s.court}</h1><p class="k-tournament">${s.headline}</p>${statusLine(mk, s)}</header>`;
  if (s.refused) {
    const retry = s.refused.retry ? html`<button type="button" class="btn big" data-act="retry">Try again</button>` : mk.nothing;
    return html`${head}<div class="k-refused" id="k-refused" role="alert"><p>${s.refused.sentence}</p>${retry}</div>`;
  }
  return html`${head}${divisionView(mk, s)}${handoverBanner(mk, s)}${s.match ? matchView(mk, s.match) : noMatch(mk, s)}${messageLine(mk, s)}${nextView(mk, s)}${confirmDialog(mk, s)}`;
}

/** The connection and unsaved changes, always on screen; `data-pending` is the exact count. */
function statusLine<R>({ html }: Markup<R>, s: KeeperScreen): R {
  const { tone, state, pending, text } = s.status;
  return html`<p class="sync sync-${tone}" id="sync" role="status" data-state="${state}" data-pending="${pending}">${text}</p>`;
}

function handoverBanner<R>({ html, nothing }: Markup<R>, s: KeeperScreen): R {
  const h = s.handover;
  if (!h || !s.match) return nothing;
  const button = (label: string) => html`<button type="button" class="btn big" id="k-take-over" data-act="take-over">${label}</button>`;
  if (h.role === 'handedOver') {
    return html`<div class="k-banner k-handed" id="k-handover" role="alert"><p><strong>Scoring moved to another pad.</strong> This pad stopped sending points and only follows the score.</p>${button('Take over scoring again')}</div>`;
  }
  if (h.role === 'watching') {
    return h.otherScoring
      ? html`<div class="k-banner" id="k-handover" role="status"><p><strong>Another pad is scoring court ${s.court}.</strong> This pad follows the score.</p>${button('Take over scoring')}</div>`
      : html`<div class="k-banner" id="k-handover" role="status"><p>No pad is scoring court ${s.court} right now.</p>${button('Score on this pad')}</div>`;
  }
  return h.otherPads > 0
    ? html`<p class="k-note" id="k-handover" role="status">This pad scores court ${s.court}; ${h.otherPads === 1 ? 'another pad is open and follows' : `${h.otherPads} other pads are open and follow`}.</p>`
    : nothing;
}

function matchView<R>(mk: Markup<R>, m: KeeperMatch): R {
  const { html, nothing } = mk;
  const unsaved = `Not saved on the server yet: ${m.online ? 'sending…' : 'it goes out when the connection is back.'}`;
  return html`<section class="k-pad" aria-labelledby="k-match">
<p class="k-match" id="k-match">${m.title}</p>
<p class="k-set" id="k-set">${m.setLine}</p>
<div class="k-sides">${side(mk, m, 0)}${side(mk, m, 1)}</div>
${m.unsaved ? html`<p class="k-unsaved">${unsaved}</p>` : html`<p class="k-unsaved" hidden>${unsaved}</p>`}
<p class="k-sets" id="k-sets">${m.sets.length ? `Sets: ${setsText(m.sets)}` : ''}</p>
${m.controls ? controls(mk, m, m.controls) : nothing}
</section>`;
}

/** One team: its name, its points, and the big button that gives it a point. */
function side<R>({ html }: Markup<R>, m: KeeperMatch, i: 0 | 1): R {
  const name = sideName(m, i);
  const label = html`<span class="k-plus-sign" aria-hidden="true">+1</span><span class="k-plus-name">Point for ${name}</span>`;
  // `disabled` is a boolean attribute: both tags agree only on its presence, so the button is written twice
  const plus = m.open
    ? html`<button type="button" class="k-plus" data-side="${i}" data-act="point">${label}</button>`
    : html`<button type="button" class="k-plus" data-side="${i}" data-act="point" disabled>${label}</button>`;
  return html`<section class="k-side" data-side="${i}">
<h2 class="k-team" id="k-team-${i}">${name}</h2>
<output class="k-pts${m.unsaved ? ' unsaved' : ''}" id="k-pts-${i}" aria-labelledby="k-team-${i}">${m.points[i]}</output>
${plus}
</section>`;
}

function controls<R>({ html, nothing }: Markup<R>, m: KeeperMatch, c: NonNullable<KeeperMatch['controls']>): R {
  const correct =
    !c.waiting && !c.undo && (m.points[0] > 0 || m.points[1] > 0)
      ? html`<details class="k-correct"><summary>Correct the score</summary><div class="k-correct-btns">
${([0, 1] as const).map((i) => html`<button type="button" class="btn" data-act="correct" data-side="${i}">One point less for ${(i === 0 ? m.a : m.b) ?? 'this side'}</button>`)}</div></details>`
      : nothing;
  return html`<div class="k-actions">
${c.undo ? html`<button type="button" class="btn big" id="k-undo" data-act="undo">${c.undo}</button>` : nothing}
${c.decided ? html`<button type="button" class="btn big primary" id="submit-final" data-act="final">Submit final result</button>` : nothing}
</div>
${c.waiting ? html`<p class="k-final-wait" id="k-final-wait">Final result ${setsText(c.waiting)}: ${m.online ? 'sending…' : 'saved on this phone, sent when the connection is back.'}</p>` : nothing}
${correct}`;
}

/** Whose match a venue court is playing, large, with the rules it is scored by: they change with the division. */
function divisionView<R>({ html, nothing }: Markup<R>, s: KeeperScreen): R {
  const d = s.venue?.division;
  if (!d) return nothing;
  return html`<section class="k-division" aria-label="Division"><h2 id="k-division">${d.name}</h2><p id="k-rules">${d.rules}</p></section>`;
}

function noMatch<R>({ html }: Markup<R>, s: KeeperScreen): R {
  if (s.venue && !s.paused)
    return html`<section class="k-pad no-match"><p class="k-match" id="k-match">Court ${s.court} is free: the next match will appear here.</p></section>`;
  const text = s.paused
    ? `Court ${s.court} is paused${s.paused.reason ? `: ${s.paused.reason}` : ''}.`
    : `No match on court ${s.court} right now.`;
  return html`<section class="k-pad no-match"><p class="k-match" id="k-match">${text}</p>
<p class="k-set">The next match appears here by itself.</p></section>`;
}

function messageLine<R>({ html }: Markup<R>, s: KeeperScreen): R {
  const msg = s.message;
  return html`<p class="k-message${msg?.error ? ' error' : ''}" id="k-message" role="${msg?.error ? 'alert' : 'status'}">${msg?.text ?? ''}</p>`;
}

function nextView<R>({ html, nothing }: Markup<R>, s: KeeperScreen): R {
  const n = s.next;
  if (!n) return nothing;
  return html`<section class="k-next" aria-labelledby="k-next-title"><h2 id="k-next-title">Next on court ${s.court}</h2>
<p class="k-next-teams">${n.a ?? 'To be decided'} vs ${n.b ?? 'To be decided'}</p>
<p class="k-next-when">${n.title} · ${n.when}</p></section>`;
}

/** The final's confirmation: who won and every set, so a wrong tap is caught here. Closed until the keeper asks. */
function confirmDialog<R>({ html }: Markup<R>, s: KeeperScreen): R {
  const m = s.match;
  const sets = m?.controls?.decided ?? [];
  const [wa, wb] = setCount(sets);
  const winner = (wa > wb ? m?.a : m?.b) ?? '';
  const loser = (wa > wb ? m?.b : m?.a) ?? '';
  return html`<dialog id="k-confirm" class="k-confirm" aria-labelledby="k-confirm-title">
<form method="dialog">
<h2 id="k-confirm-title">Submit the final result?</h2>
<p id="k-confirm-text">${winner} beat ${loser} ${Math.max(wa, wb)}-${Math.min(wa, wb)} (${setsText(sets)}). This ends the match on court ${s.court}.</p>
<div class="k-actions"><button value="cancel" class="btn big">Back</button><button value="ok" class="btn big primary" id="k-confirm-ok">Submit final result</button></div>
</form>
</dialog>`;
}
