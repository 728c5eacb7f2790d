// Importing teams from CSV at the desk: the paste form, and the preview page a plain form gets (every row with its problems, then confirm).
// <desk-import> (client/components/desk-import.ts) adds a file picker and shows the preview in place.
import type { ImportCheck, Tournament } from '../../shared/engine/types.js';
import { importRowsView } from '../../shared/view/desk-import.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { html, seg, type Html } from './html.js';
import { markupFor } from './markup.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { notices, page } from './layout.js';
import { deskNav } from './home.js';

function csvForm(base: string, csv: string, canImport: number, w: Words = wordsFor('en')): Html {
  const example = html`name,captain,phone,players&#10;Sand Sharks,Ann Lee,555 010 2030,2`;
  const textareaAttrs = html`id="import-csv" name="csv" rows="8" aria-describedby="import-csv-hint" spellcheck="false" autocomplete="off"`;
  return html`<form method="post" action="${base}/import" class="stack import-form">
<div class="field"><label for="import-csv">${w.t('desk.csvText')}</label>
<p class="hint" id="import-csv-hint">${w.t('desk.importColumns')}</p>
<textarea ${textareaAttrs} placeholder="${example}">${csv}</textarea></div>
<div class="row-form"><button type="submit" name="confirm" value="0" class="btn">${w.t('desk.preview')}</button>
${canImport > 0 ? html`<button type="submit" name="confirm" value="1" class="btn primary">${w.t('desk.importN', { n: canImport })}</button>` : ''}</div>
</form>`;
}

/** Every row: its line, the team, and each problem next to it (the template <desk-import> shows), in `lang`. */
export function previewTable(rows: ImportCheck[], lang: Lang = 'en'): Html {
  return importRowsView(markupFor(lang), rows);
}

export function importSection(base: string, w: Words): Html {
  return html`<desk-import data-base="${base}">
<section class="panel" id="import" aria-labelledby="import-title">
<h2 id="import-title">${w.t('desk.importTitle')}</h2>
<p class="muted small">${w.t('desk.importHint')}</p>
${csvForm(base, '', 0, w)}
</section>
</desk-import>`;
}

/** The preview a plain form gets (JSON clients get the rows in the answer). */
export function importPage(o: {
  t: Tournament;
  actor: string;
  csv: string;
  rows: ImportCheck[];
  msg?: string;
  error?: string;
  /** The desk's language (docs/translating.md); English when left out. */
  lang?: Lang;
}): string {
  const lang = o.lang ?? 'en';
  const w = wordsFor(lang);
  const base = `/admin/t/${seg(o.t.slug)}`;
  const ready = o.rows.filter((r) => r.ok).length;
  const body = html`<p><a href="${base}#import">${w.t('print.back')}</a></p>
<h1>${w.t('desk.importHeading', { name: o.t.name })}</h1>
${notices(o.msg, o.error)}
${previewTable(o.rows, lang)}
<section class="panel">${csvForm(base, o.csv, ready, w)}</section>`;
  return page({ title: w.t('desk.importPageTitle', { name: o.t.name }), body, bodyClass: 'desk', nav: deskNav(o.actor, w), lang });
}
