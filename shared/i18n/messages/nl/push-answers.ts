// The JSON answers of subscribing a phone to a team's calls and turning them off.
import type { pushAnswers as english } from '../en/push-answers.js';
import type { PartOf } from '../catalogue.js';

export const pushAnswers: PartOf<typeof english> = {
  'public.pushOn': 'Deze telefoon laat het weten als {team} speelt.',
  'public.pushOff': 'Meldingen staan uit op deze telefoon.',
  'public.pushNone': 'Deze telefoon volgde hier niemand.',
  'public.pushWait': 'Te veel meldingsverzoeken van dit adres (hooguit {limit} per 10 minuten). Wacht {wait}.',
  'public.pushTeamId': 'team moet de openbare id zijn van een team dat deze browser volgt.',
  'public.pushWithdrawn': 'Dat team heeft zich uit het toernooi teruggetrokken.',
  'public.pushTournamentFull': 'Dit toernooi heeft het maximum van {n} meldingsabonnementen bereikt.',
  'public.pushTeamFull': 'Dit team wordt al door {n} telefoons gevolgd, het maximum; zet eerst op één de meldingen uit.',
  'public.pushBrowserFull': 'Deze browser volgt al {n} teams van dit toernooi, het maximum; zet er eerst één uit.',
};
