// The JSON answers of subscribing a phone to a team's calls and turning them off.
import type { pushAnswers as english } from '../en/push-answers.js';
import type { PartOf } from '../catalogue.js';

export const pushAnswers: PartOf<typeof english> = {
  'public.pushOn': 'Questo telefono ti avviserà quando gioca {team}.',
  'public.pushOff': 'Le notifiche sono disattivate su questo telefono.',
  'public.pushNone': 'Questo telefono non seguiva nessuno qui.',
  'public.pushWait': 'Troppe richieste di notifiche da questo indirizzo (al massimo {limit} ogni 10 minuti). Aspetta {wait}.',
  'public.pushTeamId': 'team deve essere l’id pubblico di una squadra che questo browser segue.',
  'public.pushWithdrawn': 'Quella squadra si è ritirata dal torneo.',
  'public.pushTournamentFull': 'Questo torneo ha raggiunto il limite di {n} iscrizioni alle notifiche.',
  'public.pushTeamFull': 'Questa squadra è già seguita da {n} telefoni, il limite; disattiva prima le notifiche su uno di questi.',
  'public.pushBrowserFull': 'Questo browser segue già {n} squadre di questo torneo, il limite; disattivane prima una.',
};
