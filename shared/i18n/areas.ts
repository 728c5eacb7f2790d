// Which messages each page's browser code needs: a key's area is the word before its first dot (`keeper.court`), and
// each client entry names its areas, so a page carries only its own messages in its own language (docs/translating.md).
import type { MessageKey } from './messages/en/index.js';

export const AREAS = [
  'common',
  'form',
  'lang',
  'login',
  'reg',
  'refusal',
  'keeper',
  'pad',
  'play',
  'phase',
  'answer',
  'desk',
  'print',
  'board',
  'bracket',
  'live',
  'tv',
  'team',
  'notify',
  'venue',
  // the event desk (/admin/e/<slug>)
  'event',
  // the public side's not-found and error pages, said by the server only
  'public',
] as const;
export type Area = (typeof AREAS)[number];

export function areaOf(key: MessageKey | string): Area {
  return key.slice(0, key.indexOf('.')) as Area;
}

/**
 * The areas a client entry (client/entries/<entry>.ts) translates with in the browser. An entry not listed draws
 * only what the server translated (or has not been converted yet).
 */
export const ENTRY_AREAS: Readonly<Record<string, readonly Area[]>> = {
  keeper: ['keeper', 'pad', 'play'],
  // the public pages (docs/translating.md): the live views' words, the bracket drawing's, the sync pill's and the toasts'
  board: ['board', 'bracket', 'play', 'phase', 'live'],
  bracket: ['board', 'bracket', 'play', 'live'],
  team: ['board', 'play', 'phase', 'live', 'team', 'notify'],
  display: ['board', 'bracket', 'play', 'phase', 'live', 'tv'],
  venue: ['board', 'play', 'phase', 'live', 'venue'],
  'venue-display': ['board', 'play', 'phase', 'live', 'tv', 'venue'],
  desk: ['board', 'bracket', 'play', 'phase', 'desk', 'answer', 'refusal'],
  // the desk bar and the notes beside a change (presence-bar.ts, intent-note.ts) are the tournament desk's
  // ... and 'play' for the bracket labels that name a match inside a refusal (shared/engine/match-name.ts)
  'event-desk': ['desk', 'answer', 'refusal', 'event', 'play'],
  // the desk home's creation form says its tiebreak check's refusal as typed (create-form.ts)
  'desk-home': ['refusal'],
};
