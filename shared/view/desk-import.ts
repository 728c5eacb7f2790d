// Importing teams from CSV at the desk, one template for the plain-form preview (server/pages/desk-import.ts) and <desk-import>:
// every row of the CSV with its problems next to it.
import type { ImportCheck } from '../engine/types.js';
import type { Markup } from './markup.js';

/** Every row: its line, the team, and each problem next to it; `added` once the import is done. Nothing for no rows. */
export function importRowsView<R>({ html, nothing }: Markup<R>, rows: ImportCheck[], added = false): R {
  if (rows.length === 0) return nothing;
  return html`<div class="table-wrap"><table class="import-preview">
<caption class="sr-only">Rows of the CSV and their problems</caption>
<thead><tr><th scope="col">Line</th><th scope="col">Team</th><th scope="col">${added ? 'Result' : 'Preview'}</th></tr></thead>
<tbody>${rows.map(
    (
      r,
    ) => html`<tr class="${r.ok ? 'row-ok' : 'row-bad'}"><td class="num">${r.line}</td><td>${r.name || html`<span class="muted">(no name)</span>`}</td>
<td>${r.ok ? html`<span class="badge ok">${added ? 'Added' : 'Ready'}</span>` : html`<ul class="row-errors">${r.errors.map((e) => html`<li>${e}</li>`)}</ul>`}</td></tr>`,
  )}</tbody>
</table></div>`;
}
