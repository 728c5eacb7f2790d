// English, the source (docs/translating.md). The JSON answers of subscribing a phone to a team's calls and turning
// them off (server/http/routes-push.ts): said in the request's language, area `public` (server only).
export const pushAnswers = {
  'public.pushOn': 'This phone will be told when {team} plays.',
  'public.pushOff': 'Notifications are off on this phone.',
  'public.pushNone': 'This phone was not following anyone here.',
  'public.pushWait': 'Too many notification requests from this address (limit {limit} per 10 minutes). Wait {wait}.',
  'public.pushTeamId': 'team must be the public id of a team this browser follows.',
  'public.pushWithdrawn': 'That team has withdrawn from this tournament.',
  'public.pushTournamentFull': 'This tournament has reached its limit of {n} notification subscriptions.',
  'public.pushTeamFull': 'This team has reached its limit of {n} phones following it; turn notifications off on one first.',
  'public.pushBrowserFull': 'This browser already follows {n} teams of this tournament, the limit; turn one off first.',
};
