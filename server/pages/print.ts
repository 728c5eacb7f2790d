// The frame of the desk's printed sheets: a toolbar on screen only (back to the desk, Print), then the sheets, clean on A4 and US Letter.
import type { Rules, Tournament } from '../../shared/types.js';
import { html, seg, type Html } from './html.js';
import { page } from './layout.js';

/** A printed sheet page: no site header, a toolbar that never prints; static/print.js wires the Print button (no inline script). */
export function printPage(o: { t: Tournament; title: string; hint: string; body: Html; landscape?: boolean }): string {
  const body = html`<div class="no-print sheet-tools">
<p><a href="/admin/t/${seg(o.t.slug)}#sheets">← Back to the desk</a></p>
<h1>${o.title}</h1>
<p class="muted">${o.hint}</p>
<p><button type="button" class="btn primary" data-print>Print</button></p>
</div>
<div class="sheets${o.landscape ? ' landscape' : ''}">${o.body}</div>`;
  return page({ title: `${o.title} · ${o.t.name}`, body, bodyClass: 'print-page sheets-page', bare: true, scripts: ['print.js'] });
}

/** The rules of one stage: the main (pool) rules, or the bracket's once tournaments carry them (CONTRACT 10). */
interface StagePlay { pointsTo: number; winBy: number; cap: number; bestOf: number }
type StagedRules = Rules & { bracket?: StagePlay; decidingSetTo?: number };

export function stagePlay(rules: Rules, stage: string): StagePlay & { decidingSetTo: number } {
  const r = rules as StagedRules;
  const own = stage !== 'pool' && r.bracket ? r.bracket : r;
  return { pointsTo: own.pointsTo, winBy: own.winBy, cap: own.cap, bestOf: own.bestOf, decidingSetTo: r.decidingSetTo ?? 0 };
}

/** The target of set `n` (from 1) in words: "to 21, win by 2, cap 23", the deciding set to its own target. */
export function setRulesText(p: ReturnType<typeof stagePlay>, n: number): string {
  const deciding = p.decidingSetTo > 0 && p.bestOf > 1 && n === p.bestOf;
  const to = deciding ? p.decidingSetTo : p.pointsTo;
  // The stage's cap holds for a deciding set only when it is none or not below the deciding target.
  const cap = deciding ? (p.cap === 0 || p.cap >= to ? p.cap : 0) : p.cap;
  return `to ${to}, win by ${p.winBy}${cap > 0 ? `, cap ${cap}` : ''}`;
}

/** "Pool play: to 21, win by 2 · best of 3 (first to 2 sets) · deciding set to 15". */
export function stageRulesText(rules: Rules, stage: string): string {
  const p = stagePlay(rules, stage);
  const sets = p.bestOf > 1 ? ` · best of ${p.bestOf} (first to ${Math.ceil(p.bestOf / 2)} sets)` : ' · one set';
  const deciding = p.decidingSetTo > 0 && p.bestOf > 1 ? ` · deciding set ${setRulesText(p, p.bestOf)}` : '';
  return `${stage === 'pool' ? 'Pool play' : 'Bracket play'}: ${setRulesText(p, 1)}${sets}${deciding}`;
}

/** The work team of a match once tournaments carry them (CONTRACT 10), by name; '' without one. */
export function workTeamName(t: Tournament, matchId: string): string {
  const m = t.matches[matchId] as (Tournament['matches'][string] & { workTeam?: string | null }) | undefined;
  const id = m?.workTeam ?? null;
  return id === null ? '' : (t.teams[id]?.name ?? '');
}
