// <desk-import data-base>: teams from a CSV file or pasted text: a preview with every row's problems next to it, nothing written until
// the organizer confirms, then every valid row in one write (POST <desk>/import, JSON).
import { html, nothing, type TemplateResult } from 'lit';
import { CSV_LIMITS } from '../../shared/engine/csv.js';
import type { ImportCheck } from '../../shared/engine/types.js';
import { importRowsView } from '../../shared/view/desk-import.js';
import { postJson } from '../sync/organizer-post.js';
import { LightElement } from './light-element.js';
import { pageWords } from '../i18n/page-words.js';
import { pageMarkup } from '../i18n/page-words.js';
import type { Message } from '../../shared/i18n/words.js';

/** An answer's sentence in the page's language: its messages where it has them (docs/translating.md, Refusals), else the server's. */
function answerText(text: string, messages: unknown): string {
  const w = pageWords();
  if (w.lang === 'en' || !Array.isArray(messages) || messages.length === 0) return text;
  return (messages as Message[]).map((m) => w.t(m.key, m.values)).join(' ');
}

type Phase = 'idle' | 'previewing' | 'previewed' | 'importing' | 'imported';

export class DeskImport extends LightElement {
  static override properties = {
    csv: { state: true },
    rows: { state: true },
    phase: { state: true },
    msg: { state: true },
    error: { state: true },
  };

  declare csv: string;
  declare rows: ImportCheck[];
  declare phase: Phase;
  declare msg: string;
  declare error: string;
  /** The text the preview on screen was made from: importing anything else needs a new preview. */
  private previewed = '';

  constructor() {
    super();
    this.csv = '';
    this.rows = [];
    this.phase = 'idle';
    this.msg = '';
    this.error = '';
  }

  private get base(): string {
    return this.dataset.base ?? '';
  }

  private edit(text: string): void {
    this.csv = text;
    if (text !== this.previewed && this.phase === 'previewed') this.phase = 'idle';
  }

  private async pick(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > CSV_LIMITS.chars * 4) {
      this.error = pageWords().t('refusal.fileBig', { file: file.name, size: Math.ceil(file.size / 1024), max: CSV_LIMITS.chars / 1024 });
      return;
    }
    this.error = '';
    this.edit(await file.text());
    await this.preview();
  }

  private async preview(): Promise<void> {
    if (this.csv.trim() === '') {
      this.error = pageWords().t('refusal.csvNothing');
      return;
    }
    this.phase = 'previewing';
    this.error = '';
    this.msg = '';
    const text = this.csv;
    const a = await postJson(`${this.base}/import`, { csv: text, confirm: 0 });
    this.rows = Array.isArray(a.rows) ? (a.rows as ImportCheck[]) : [];
    if (a.ok) {
      this.msg = answerText(a.msg, a.said);
      this.previewed = text;
      this.phase = 'previewed';
    } else {
      this.error = answerText(a.error, a.why ? [a.why] : undefined);
      this.phase = 'idle';
    }
  }

  private async confirm(): Promise<void> {
    this.phase = 'importing';
    const a = await postJson(`${this.base}/import`, { csv: this.previewed, confirm: 1 });
    if (Array.isArray(a.rows)) this.rows = a.rows as ImportCheck[];
    if (a.ok) {
      this.msg = answerText(a.msg, a.said);
      this.error = '';
      this.phase = 'imported';
      this.csv = '';
      this.previewed = '';
    } else {
      this.error = answerText(a.error, a.why ? [a.why] : undefined);
      this.phase = 'idle';
    }
  }

  protected override render(): TemplateResult {
    const ready = this.rows.filter((r) => r.ok).length;
    const busy = this.phase === 'previewing' || this.phase === 'importing';
    const standalone = this.closest('desk-app') === null;
    const w = pageWords();
    return html`<section class="panel" id="import" aria-labelledby="import-title">
<h2 id="import-title">${w.t('desk.importTitle')}</h2>
<p class="muted small">${w.t('desk.importHint')}</p>
<div class="import-form stack">
<div class="field"><label for="import-file">${w.t(
      'desk.csvFile',
    )}</label><input type="file" id="import-file" accept=".csv,.tsv,.txt,text/csv,text/plain" @change=${(e: Event) => this.pick(e)} ?disabled=${busy}></div>
<div class="field"><label for="import-csv">${w.t('desk.orPaste')}</label>
<p class="hint" id="import-csv-hint">${w.t('desk.importColumns')}</p>
<textarea id="import-csv" rows="6" spellcheck="false" autocomplete="off" aria-describedby="import-csv-hint" .value=${this.csv} @input=${(
      e: Event,
    ) => this.edit((e.target as HTMLTextAreaElement).value)}></textarea></div>
<div class="row-form">
<button type="button" class="btn" ?disabled=${busy} @click=${() => this.preview()}>${
      this.phase === 'previewing' ? w.t('desk.checking') : w.t('desk.preview')
    }</button>
${
  this.phase === 'previewed' && ready > 0
    ? html`<button type="button" class="btn primary" @click=${() => this.confirm()}>${w.t('desk.importN', { n: ready })}</button>`
    : nothing
}
${this.phase === 'importing' ? html`<span class="muted">${w.t('desk.importing')}</span>` : nothing}
</div>
</div>
<div aria-live="polite">${this.error ? html`<p class="notice error" role="alert">${this.error}</p>` : nothing}
${
  this.msg && !this.error
    ? html`<p class="notice ${this.phase === 'imported' ? 'ok' : ''}">${this.msg}${
        this.phase === 'imported' && standalone ? html` <a href="">${w.t('desk.reloadDesk')}</a> ${w.t('desk.toSeeThem')}` : nothing
      }</p>`
    : nothing
}</div>
${importRowsView(pageMarkup(), this.rows, this.phase === 'imported')}
</section>`;
  }
}

if (!customElements.get('desk-import')) customElements.define('desk-import', DeskImport);

declare global {
  interface HTMLElementTagNameMap {
    'desk-import': DeskImport;
  }
}
