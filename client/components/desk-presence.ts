// <desk-presence>: the desk's connection and who is at the desk, with what each is working on; it says how many changes wait for the server.
import { nothing, type TemplateResult } from 'lit';
import { describeMatch } from '../../shared/engine/courts.js';
import { presenceBar } from './presence-bar.js';
import type { Editing } from '../sync/desk-room.js';
import type { DeskView } from './desk-view.js';
import { DeskSection } from './desk-section.js';

/** What an organizer is working on, in words ("Sand Sharks vs Dig Dug", "court 2"). */
export function editingText(view: DeskView, e: Editing): string {
  const t = view.t;
  switch (e.kind) {
    case 'match': {
      const m = t.matches[e.id];
      return m ? describeMatch(t, m) : 'a match';
    }
    case 'court':
      return `court ${e.id}`;
    case 'team':
      return t.teams[e.id]?.name ?? 'the roster';
    case 'draw':
      return 'the draw';
    case 'announce':
      return 'the announcements';
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
