// Importing teams from CSV at the desk, one template for the plain-form preview (server/pages/desk-import.ts) and <desk-import>:
// every row of the CSV with its problems next to it.
import type { ImportCheck } from '../engine/types.js';
import type { Localized } from './markup.js';

/** A row's problems in the page's language: its messages where it has them (docs/translating.md, Refusals), else the English. */
export function rowProblems(w: Localized<unknown>['words'], r: ImportCheck): string[] {
  return w.lang !== 'en' && r.whys && r.whys.length === r.errors.length ? r.whys.map((m) => w.t(m.key, m.values)) : r.errors;
}

/** Every row: its line, the team, and each problem next to it; `added` once the import is done. Nothing for no rows. */
export function importRowsView<R>({ html, nothing, words: w }: Localized<R>, rows: ImportCheck[], added = false): R {
  if (rows.length === 0) return nothing;
  const done = added ? 'yes' : 'no';
  const column = w.t('desk.importColumn', { added: done });
  const noName = () => html`<span class="muted">${w.t('desk.importNoName')}</span>`;
  const outcome = (r: ImportCheck) =>
    r.ok
      ? html`<span class="badge ok">${w.t('desk.importReady', { added: done })}</span>`
      : html`<ul class="row-errors">${rowProblems(w, r).map((e) => html`<li>${e}</li>`)}</ul>`;
  return html`<div class="table-wrap"><table class="import-preview">
<caption class="sr-only">${w.t('desk.importRows')}</caption>
<thead><tr><th scope="col">${w.t('desk.importLine')}</th><th scope="col">${w.t('desk.importTeam')}</th><th scope="col">${column}</th></tr></thead>
<tbody>${rows.map(
    (r) => html`<tr class="${r.ok ? 'row-ok' : 'row-bad'}"><td class="num">${r.line}</td><td>${r.name || noName()}</td>
<td>${outcome(r)}</td></tr>`,
  )}</tbody>
</table></div>`;
}
