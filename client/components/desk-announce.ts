// <desk-announce>: the banner on every board, a one-time broadcast to every team page, and the notes shown on the board.
import { html, nothing, type TemplateResult } from 'lit';
import { TEXT_FIELDS } from '../../shared/engine/text.js';
import { intentNote, send } from './desk-view.js';
import { DeskSection } from './desk-section.js';
import { pageWords } from '../i18n/page-words.js';

export class DeskAnnounce extends DeskSection {
  static override properties = {
    banner: { state: true },
    text: { state: true },
    notes: { state: true },
  };

  /** What is typed; null: the tournament's own value. */
  declare banner: string | null;
  declare text: string;
  declare notes: string | null;

  constructor() {
    super();
    this.banner = null;
    this.text = '';
    this.notes = null;
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const t = view.t;
    const banner = this.banner ?? t.banner ?? '';
    const notes = this.notes ?? t.notes;
    const w = pageWords();
    return html`<h2 id="announce-title">${w.t('desk.announcements')}</h2>
<form class="row-form" data-edit="announce:" @submit=${(e: Event) => {
      e.preventDefault();
      send(view, { type: 'banner', banner }, 'banner');
      this.banner = null;
    }}>
<div class="field"><label for="banner">${w.t('desk.bannerLabel')}</label>
<input id="banner" maxlength=${TEXT_FIELDS.banner.max} .value=${banner} @input=${(e: Event) => {
      this.banner = (e.target as HTMLInputElement).value;
    }}></div>
<button type="submit" class="btn">${banner.trim() === '' && t.banner ? w.t('desk.clearBanner') : w.t('desk.setBanner')}</button>
</form>
${intentNote(view, 'banner')}
<form class="row-form" data-edit="announce:" @submit=${(e: Event) => {
      e.preventDefault();
      if (this.text.trim() === '') return;
      send(view, { type: 'broadcast', text: this.text }, 'broadcast');
      this.text = '';
    }}>
<div class="field"><label for="broadcast">${w.t('desk.broadcastLabel')}</label>
<input id="broadcast" required maxlength=${TEXT_FIELDS.broadcast.max} .value=${this.text} @input=${(e: Event) => {
      this.text = (e.target as HTMLInputElement).value;
    }}></div>
<button type="submit" class="btn">${w.t('desk.send')}</button>
</form>
${intentNote(view, 'broadcast')}
<form class="stack compact" data-edit="announce:" @submit=${(e: Event) => {
      e.preventDefault();
      send(view, { type: 'notes', notes }, 'notes');
      this.notes = null;
    }}>
<div class="field"><label for="notes">${w.t('desk.notesLabel')}</label>
<textarea id="notes" maxlength=${TEXT_FIELDS.notes.max} .value=${notes} @input=${(e: Event) => {
      this.notes = (e.target as HTMLTextAreaElement).value;
    }}></textarea></div>
<p><button type="submit" class="btn">${w.t('desk.saveNotes')}</button></p>
</form>
${intentNote(view, 'notes')}`;
  }
}

customElements.define('desk-announce', DeskAnnounce);

declare global {
  interface HTMLElementTagNameMap {
    'desk-announce': DeskAnnounce;
  }
}
