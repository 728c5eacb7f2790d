// The frame of the desk's printed sheets: a toolbar on screen only (back to the desk, Print), then the sheets, clean on A4 and US Letter.
import { isDecidingSet, setRules, stageRules } from '../../shared/engine/rules.js';
import type { MatchStage, Rules, Tournament } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';
import { page } from './layout.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';

/** A printed sheet page: no site header, a toolbar that never prints; static/print.js wires the Print button (no inline script). */
export function printPage(o: { t: Tournament; title: string; hint: string; body: Html; landscape?: boolean; w?: Words }): string {
  const w = o.w ?? wordsFor('en');
  const body = html`<div class="no-print sheet-tools">
<p><a href="/admin/t/${seg(o.t.slug)}#sheets">${w.t('print.back')}</a></p>
<h1>${o.title}</h1>
<p class="muted">${o.hint}</p>
<p><button type="button" class="btn primary" data-print>${w.t('print.print')}</button></p>
</div>
<div class="sheets${o.landscape ? ' landscape' : ''}">${o.body}</div>`;
  return page({
    title: w.t('print.pageTitle', { title: o.title, tournament: o.t.name }),
    body,
    bodyClass: 'print-page sheets-page',
    bare: true,
    scripts: ['print.js'],
    lang: w.lang,
  });
}

/** "to 21, win by 2, cap 23": the rules of set `n` (from 1) of a match of `stage`, a deciding set by its own target (shared/rules.ts). */
export function setRulesText(rules: Rules, stage: MatchStage, n: number, w: Words = wordsFor('en')): string {
  const r = setRules(rules, stage, n);
  return w.t('print.setRules', { points: r.pointsTo, winBy: r.winBy, cap: Math.max(r.cap, 0) });
}

/** "Pool play: to 21, win by 2 · best of 3 (first to 2 sets) · deciding set to 15, win by 2": the rules of a match's stage. */
export function stagePlayText(rules: Rules, stage: MatchStage, w: Words = wordsFor('en')): string {
  const p = stageRules(rules, stage);
  const deciding = isDecidingSet(rules, stage, p.bestOf);
  return w.t('print.stagePlay', {
    stage: stage === 'pool' ? 'pool' : 'bracket',
    first: setRulesText(rules, stage, 1, w),
    sets: p.bestOf > 1 ? 'many' : 'one',
    bestOf: p.bestOf,
    wins: Math.ceil(p.bestOf / 2),
    deciding: deciding ? 'yes' : 'no',
    decidingRules: deciding ? setRulesText(rules, stage, p.bestOf, w) : '',
  });
}

/** The work team of a match (docs/api.md, Work teams) by name; '' without one. */
export function workTeamName(t: Tournament, matchId: string): string {
  const id = t.matches[matchId]?.workTeam ?? null;
  return id === null ? '' : (t.teams[id]?.name ?? '');
}
