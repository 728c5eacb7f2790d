// The JSON answers of subscribing a phone to a team's calls and turning them off.
import type { pushAnswers as english } from '../en/push-answers.js';
import type { PartOf } from '../catalogue.js';

export const pushAnswers: PartOf<typeof english> = {
  'public.pushOn': 'Ce téléphone vous préviendra quand {team} jouera.',
  'public.pushOff': 'Les notifications sont désactivées sur ce téléphone.',
  'public.pushNone': 'Ce téléphone ne suivait personne ici.',
  'public.pushWait': 'Trop de demandes de notifications depuis cette adresse (au plus {limit} par tranche de 10 minutes). Attendez {wait}.',
  'public.pushTeamId': 'team doit être l’identifiant public d’une équipe que ce navigateur suit.',
  'public.pushWithdrawn': 'Cette équipe s’est retirée du tournoi.',
  'public.pushTournamentFull': 'Ce tournoi a atteint sa limite de {n} abonnements aux notifications.',
  'public.pushTeamFull': '{n} téléphones suivent déjà cette équipe, la limite ; désactivez d’abord les notifications sur l’un d’eux.',
  'public.pushBrowserFull': 'Ce navigateur suit déjà {n} équipes de ce tournoi, la limite ; désactivez-en une d’abord.',
};
