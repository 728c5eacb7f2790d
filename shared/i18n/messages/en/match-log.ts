// English, the source (docs/translating.md). The desk log's rows about a match whose teams are not both known yet (a final
// still waiting, shared/view/log-detail.ts): the same words as desk-log.ts's, the match named by `{match}`, itself a
// message (shared/engine/match-name.ts: its bracket label in the reader's language).
export const matchLog = {
  'desk.logScoreOf': '{match}: {sets}',
  'desk.logLiveOf': '{match}: {score}{hasSets, select, yes { after {sets}} other {}}',
  'desk.logKeeperFinalOf': '{match} final: {sets}',
  'desk.logForfeitOf': '{match} forfeited by "{team}"',
  'desk.logSwapOf': '{match} to court {court}',
  'desk.logMatchOf': '{match}',
};
