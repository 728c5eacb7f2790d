// The score keeper pad's screen, one template for the server's first paint (server/pages/keeper.ts) and <keeper-pad>.
import type { MatchStage, Rules, SetScore } from '../engine/types.js';
import { isDecidingSet, setRules, stageRules } from '../engine/rules.js';
import type { Words } from '../i18n/words.js';
import { setCount, setsText } from './format.js';
import { rulesIn } from './format-words.js';
import type { Localized } from './markup.js';

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
export function playRulesText(rules: Rules, stage: MatchStage, w: Words): string {
  const s = stageRules(rules, stage);
  const last = setRules(rules, stage, s.bestOf);
  const deciding = isDecidingSet(rules, stage, s.bestOf) ? ` · ${w.t('keeper.decidingSet', { points: last.pointsTo, cap: last.cap })}` : '';
  return `${rulesIn(s, w)}${deciding}`;
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

const sideName = (w: Words, m: KeeperMatch, i: 0 | 1) => (i === 0 ? m.a : m.b) ?? w.t(i === 0 ? 'keeper.sideA' : 'keeper.sideB');

/** The whole pad: header, who scores, the match (or why there is none), the latest message, what is next, the final's dialog. */
export function keeperView<R>(mk: Localized<R>, s: KeeperScreen): R {
  const { html, words: w } = mk;
  const court = w.t('keeper.court', { court: s.court });
  const head = html`<header class="k-head"><h1>${court}</h1><p class="k-tournament">${s.headline}</p>${statusLine(mk, s)}</header>`;
  if (s.refused) {
    const retry = s.refused.retry
      ? html`<button type="button" class="btn big" data-act="retry">${w.t('keeper.tryAgain')}</button>`
      : mk.nothing;
    return html`${head}<div class="k-refused" id="k-refused" role="alert"><p>${s.refused.sentence}</p>${retry}</div>`;
  }
  const body = s.match ? matchView(mk, s.match) : noMatch(mk, s);
  return html`${head}${divisionView(mk, s)}${handoverBanner(mk, s)}${body}${messageLine(mk, s)}${nextView(mk, s)}${confirmDialog(mk, s)}`;
}

/** The connection and unsaved changes, always on screen; `data-pending` is the exact count. */
function statusLine<R>({ html }: Localized<R>, s: KeeperScreen): R {
  const { tone, state, pending, text } = s.status;
  return html`<p class="sync sync-${tone}" id="sync" role="status" data-state="${state}" data-pending="${pending}">${text}</p>`;
}

function handoverBanner<R>({ html, nothing, words: w }: Localized<R>, s: KeeperScreen): R {
  const h = s.handover;
  if (!h || !s.match) return nothing;
  const button = (label: string) => html`<button type="button" class="btn big" id="k-take-over" data-act="take-over">${label}</button>`;
  if (h.role === 'handedOver') {
    const title = w.t('keeper.handedOverTitle');
    const text = w.t('keeper.handedOverText');
    const again = button(w.t('keeper.takeOverAgain'));
    return html`<div class="k-banner k-handed" id="k-handover" role="alert"><p><strong>${title}</strong> ${text}</p>${again}</div>`;
  }
  if (h.role === 'watching') {
    const other = w.t('keeper.otherScoring', { court: s.court });
    const follows = w.t('keeper.thisFollows');
    const none = w.t('keeper.noneScoring', { court: s.court });
    return h.otherScoring
      ? html`<div class="k-banner" id="k-handover" role="status"><p><strong>${other}</strong> ${follows}</p>${button(w.t('keeper.takeOver'))}</div>`
      : html`<div class="k-banner" id="k-handover" role="status"><p>${none}</p>${button(w.t('keeper.scoreHere'))}</div>`;
  }
  return h.otherPads > 0
    ? html`<p class="k-note" id="k-handover" role="status">${w.t('keeper.scoresWithOthers', { court: s.court, others: h.otherPads })}</p>`
    : nothing;
}

function matchView<R>(mk: Localized<R>, m: KeeperMatch): R {
  const { html, nothing, words: w } = mk;
  const unsaved = w.t(m.online ? 'keeper.unsavedSending' : 'keeper.unsavedOffline');
  return html`<section class="k-pad" aria-labelledby="k-match">
<p class="k-match" id="k-match">${m.title}</p>
<p class="k-set" id="k-set">${m.setLine}</p>
<div class="k-sides">${side(mk, m, 0)}${side(mk, m, 1)}</div>
${m.unsaved ? html`<p class="k-unsaved">${unsaved}</p>` : html`<p class="k-unsaved" hidden>${unsaved}</p>`}
<p class="k-sets" id="k-sets">${m.sets.length ? w.t('keeper.sets', { sets: setsText(m.sets) }) : ''}</p>
${m.controls ? controls(mk, m, m.controls) : nothing}
</section>`;
}

/** One team: its name, its points, and the big button that gives it a point. */
function side<R>({ html, words: w }: Localized<R>, m: KeeperMatch, i: 0 | 1): R {
  const name = sideName(w, m, i);
  const label = html`<span class="k-plus-sign" aria-hidden="true">+1</span><span class="k-plus-name">${w.t('keeper.pointFor', { name })}</span>`;
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

function controls<R>({ html, nothing, words: w }: Localized<R>, m: KeeperMatch, c: NonNullable<KeeperMatch['controls']>): R {
  const lessLabel = (i: 0 | 1) => w.t('keeper.pointLess', { name: (i === 0 ? m.a : m.b) ?? w.t('keeper.thisSide') });
  const less = (i: 0 | 1) => html`<button type="button" class="btn" data-act="correct" data-side="${i}">${lessLabel(i)}</button>`;
  const wait = c.waiting ? w.t(m.online ? 'keeper.finalSending' : 'keeper.finalSavedHere', { sets: setsText(c.waiting) }) : '';
  const correct =
    !c.waiting && !c.undo && (m.points[0] > 0 || m.points[1] > 0)
      ? html`<details class="k-correct"><summary>${w.t('keeper.correct')}</summary><div class="k-correct-btns">
${([0, 1] as const).map(less)}</div></details>`
      : nothing;
  return html`<div class="k-actions">
${c.undo ? html`<button type="button" class="btn big" id="k-undo" data-act="undo">${c.undo}</button>` : nothing}
${c.decided ? html`<button type="button" class="btn big primary" id="submit-final" data-act="final">${w.t('keeper.submitFinal')}</button>` : nothing}
</div>
${c.waiting ? html`<p class="k-final-wait" id="k-final-wait">${wait}</p>` : nothing}
${correct}`;
}

/** Whose match a venue court is playing, large, with the rules it is scored by: they change with the division. */
function divisionView<R>({ html, nothing, words: w }: Localized<R>, s: KeeperScreen): R {
  const d = s.venue?.division;
  if (!d) return nothing;
  return html`<section class="k-division" aria-label="${w.t('keeper.division')}"><h2 id="k-division">${d.name}</h2><p id="k-rules">${d.rules}</p></section>`;
}

function noMatch<R>({ html, words: w }: Localized<R>, s: KeeperScreen): R {
  if (s.venue && !s.paused)
    return html`<section class="k-pad no-match"><p class="k-match" id="k-match">${w.t('keeper.courtFree', { court: s.court })}</p></section>`;
  const text = s.paused
    ? s.paused.reason
      ? w.t('keeper.pausedWhy', { court: s.court, reason: s.paused.reason })
      : w.t('keeper.paused', { court: s.court })
    : w.t('keeper.noMatch', { court: s.court });
  return html`<section class="k-pad no-match"><p class="k-match" id="k-match">${text}</p>
<p class="k-set">${w.t('keeper.nextAppears')}</p></section>`;
}

function messageLine<R>({ html }: Localized<R>, s: KeeperScreen): R {
  const msg = s.message;
  return html`<p class="k-message${msg?.error ? ' error' : ''}" id="k-message" role="${msg?.error ? 'alert' : 'status'}">${msg?.text ?? ''}</p>`;
}

function nextView<R>({ html, nothing, words: w }: Localized<R>, s: KeeperScreen): R {
  const n = s.next;
  if (!n) return nothing;
  const tbd = w.t('keeper.toBeDecided');
  return html`<section class="k-next" aria-labelledby="k-next-title"><h2 id="k-next-title">${w.t('keeper.nextOn', { court: s.court })}</h2>
<p class="k-next-teams">${w.t('keeper.versus', { a: n.a ?? tbd, b: n.b ?? tbd })}</p>
<p class="k-next-when">${n.title} · ${n.when}</p></section>`;
}

/** The final's confirmation: who won and every set, so a wrong tap is caught here. Closed until the keeper asks. */
function confirmDialog<R>({ html, words: w }: Localized<R>, s: KeeperScreen): R {
  const m = s.match;
  const sets = m?.controls?.decided ?? [];
  const [wa, wb] = setCount(sets);
  const winner = (wa > wb ? m?.a : m?.b) ?? '';
  const loser = (wa > wb ? m?.b : m?.a) ?? '';
  const text = w.t('keeper.confirmText', {
    winner,
    loser,
    won: Math.max(wa, wb),
    lost: Math.min(wa, wb),
    sets: setsText(sets),
    court: s.court,
  });
  const back = w.t('keeper.back');
  return html`<dialog id="k-confirm" class="k-confirm" aria-labelledby="k-confirm-title">
<form method="dialog">
<h2 id="k-confirm-title">${w.t('keeper.confirmTitle')}</h2>
<p id="k-confirm-text">${text}</p>
<div class="k-actions"><button value="cancel" class="btn big">${
    back
  }</button><button value="ok" class="btn big primary" id="k-confirm-ok">${w.t('keeper.submitFinal')}</button></div>
</form>
</dialog>`;
}
