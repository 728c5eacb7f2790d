// German. The desk log's rows about a match whose teams are not both known yet (a final
// still waiting, shared/view/log-detail.ts): the same words as desk-log.ts's, the match named by `{match}`, itself a
// message (shared/engine/match-name.ts: its bracket label in the reader's language).
import type { matchLog as english } from '../en/match-log.js';
import type { PartOf } from '../catalogue.js';

export const matchLog: PartOf<typeof english> = {
  'desk.logScoreOf': '{match}: {sets}',
  'desk.logLiveOf': '{match}: {score}{hasSets, select, yes { nach {sets}} other {}}',
  'desk.logKeeperFinalOf': '{match} beendet: {sets}',
  'desk.logForfeitOf': '{match}: „{team}“ verliert kampflos',
  'desk.logSwapOf': '{match} auf Feld {court}',
  'desk.logMatchOf': '{match}',
};
