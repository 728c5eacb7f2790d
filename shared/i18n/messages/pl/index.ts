// Polish (as volleyball players say it: boisko, grupa, drabinka, set decydujący, protokolant; plurals one/few/many/other).
import type { Catalogue } from '../catalogue.js';
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

export const pl: Catalogue = {
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
