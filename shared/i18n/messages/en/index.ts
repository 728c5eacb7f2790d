// English: the source of every message (docs/translating.md). Keys are `<area>.<name>` (shared/i18n/areas.ts); values
// are ICU MessageFormat (plural and select, never sentences glued from parts). Every other catalogue has exactly these keys.
import { pages } from './pages.js';
import { team } from './team.js';
import { keeper } from './keeper.js';
import { organizer } from './organizer.js';
import { refusals } from './refusals.js';
import { matchLog } from './match-log.js';
import { deskLive } from './desk-live.js';
import { deskSections } from './desk-sections.js';
import { deskHome } from './desk-home.js';
import { deskLog } from './desk-log.js';
import { pushAnswers } from './push-answers.js';
import { eventDesk } from './event-desk.js';

export const en = {
  ...pages,
  ...team,
  ...keeper,
  ...organizer,
  ...refusals,
  ...matchLog,
  ...deskLive,
  ...deskSections,
  ...deskHome,
  ...deskLog,
  ...pushAnswers,
  ...eventDesk,
};

export type MessageKey = keyof typeof en;
