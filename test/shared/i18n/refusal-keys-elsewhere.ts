// The refusal messages said outside the engine, which test/shared/i18n/engine-refusals.test.ts does not expect the engine to say.

/** The registration's (test/shared/i18n/refusals.test.ts), the older desk refusals (test/server/languages-desk.test.ts) and the import page's own. */
export const REGISTRATION = new Set([
  'refusal.textControl',
  'refusal.textInvisible',
  'refusal.textLong',
  'refusal.teamNameMissing',
  'refusal.teamNameTaken',
  'refusal.captainMissing',
  'refusal.phoneMissing',
  'refusal.phoneInvalid',
  'refusal.players',
  'refusal.playerNameLong',
  'refusal.playerNamesMany',
  'refusal.registrationClosed',
  'refusal.teamLimit',
  'refusal.phaseUnknown',
  'refusal.liveNoDraw',
  'refusal.broadcastEmpty',
  'refusal.noMatch',
  'refusal.noCourt',
  'refusal.noTeam',
  'refusal.notPlayed',
  'refusal.changed',
  'refusal.noSets',
  'refusal.tooManySets',
  'refusal.afterDecider',
  'refusal.unfinished',
  'refusal.noTournament',
  'refusal.deleteConfirm',
  'refusal.poolsOpen',
  'refusal.poolsExist',
  'refusal.twoTeams',
  'refusal.nothingDrawn',
  'refusal.scoreRecorded',
  'refusal.poolsFirst',
]);
/** Said by the browser (client/components/desk-import.ts) or the import route before the engine (test/server/languages-import.test.ts). */
export const CLIENT_ONLY = new Set([
  'refusal.fileBig',
  'refusal.csvNothing',
  'refusal.importBody',
  'refusal.poolsNotDrawn',
  // the server's own routes (test/server/languages-refusals.test.ts)
  'refusal.sessionMissing',
  'refusal.sessionOwn',
  'refusal.sessionGone',
  'refusal.deskNameText',
  'refusal.logInFirst',
  'refusal.crossSite',
  'refusal.sheetCourt',
  'refusal.sheetPool',
  'refusal.tournamentLimit',
  // the desk's own words for a post the server did not answer (client/sync/organizer-post.ts)
  'refusal.unreachable',
  'refusal.restarting',
  'refusal.signedOut',
  'refusal.tooMuch',
  'refusal.noReason',
  // the server's answers to a request it cannot read (server/http/app.ts)
  'refusal.nothingHere',
  'refusal.bodyNotJson',
  'refusal.bodyTooLarge',
  'refusal.formTooMany',
  'refusal.bodyCharset',
  'refusal.bodyEncoding',
  'refusal.badEscapes',
  'refusal.unreadable',
  // a division's creation form (server/http/routes-actions.ts)
  'refusal.eventSlug',
  'refusal.notEventSlug',
  'refusal.courtsWithoutEvent',
]);

/** The keys of a match's name inside a refusal (its teams, its id, its id and label), said in match-names.test.ts. */
export const MATCH_NAMES = new Set(['refusal.matchTeams', 'refusal.matchId', 'refusal.matchIdLabel']);
