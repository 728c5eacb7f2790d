// <desk-presence>: the desk's connection and who is at the desk, with what each is working on; it says how many changes wait for the server.
import { nothing, type TemplateResult } from 'lit';
import { matchSaid } from '../../shared/engine/match-name.js';
import { sayIn } from '../../shared/i18n/words.js';
import { presenceBar } from './presence-bar.js';
import type { Editing } from '../sync/desk-room.js';
import type { DeskView } from './desk-view.js';
import { DeskSection } from './desk-section.js';
import { pageWords } from '../i18n/page-words.js';

/** What an organizer is working on, in words ("Sand Sharks vs Dig Dug", "Halbfinale", "court 2"). */
export function editingText(view: DeskView, e: Editing): string {
  const t = view.t;
  const w = pageWords();
  switch (e.kind) {
    case 'match': {
      const m = t.matches[e.id];
      return m ? sayIn(matchSaid(t, m), w) : w.t('desk.editMatch');
    }
    case 'court':
      return w.t('desk.editCourt', { court: e.id });
    case 'team':
      return t.teams[e.id]?.name ?? w.t('desk.editRoster');
    case 'draw':
      return w.t('desk.editDraw');
    case 'announce':
      return w.t('desk.editAnnounce');
  }
}

export class DeskPresence extends DeskSection {
  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    return presenceBar(view.room, view.intents.pending.length, (e) => editingText(view, e));
  }
}

customElements.define('desk-presence', DeskPresence);

declare global {
  interface HTMLElementTagNameMap {
    'desk-presence': DeskPresence;
  }
}
