// The JSON answers of subscribing a phone to a team's calls and turning them off.
import type { pushAnswers as english } from '../en/push-answers.js';
import type { PartOf } from '../catalogue.js';

export const pushAnswers: PartOf<typeof english> = {
  'public.pushOn': 'Dieses Handy meldet sich, wenn {team} spielt.',
  'public.pushOff': 'Benachrichtigungen sind auf diesem Handy aus.',
  'public.pushNone': 'Dieses Handy folgte hier niemandem.',
  'public.pushWait': 'Zu viele Anfragen zu Benachrichtigungen von dieser Adresse (höchstens {limit} in 10 Minuten). Warte {wait}.',
  'public.pushTeamId': 'team muss die öffentliche ID eines Teams sein, dem dieser Browser folgt.',
  'public.pushWithdrawn': 'Dieses Team hat sich vom Turnier zurückgezogen.',
  'public.pushTournamentFull': 'Dieses Turnier hat die Höchstzahl von {n} Benachrichtigungs-Abos erreicht.',
  'public.pushTeamFull': 'Diesem Team folgen schon {n} Handys, die Höchstzahl; schalte die Benachrichtigungen erst auf einem aus.',
  'public.pushBrowserFull': 'Dieser Browser folgt schon {n} Teams dieses Turniers, der Höchstzahl; schalte erst eines aus.',
};
