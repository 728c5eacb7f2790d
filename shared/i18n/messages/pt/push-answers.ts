// The JSON answers of subscribing a phone to a team's calls and turning them off.
import type { pushAnswers as english } from '../en/push-answers.js';
import type { PartOf } from '../catalogue.js';

export const pushAnswers: PartOf<typeof english> = {
  'public.pushOn': 'Este celular vai avisar quando {team} jogar.',
  'public.pushOff': 'As notificações estão desligadas neste celular.',
  'public.pushNone': 'Este celular não seguia ninguém aqui.',
  'public.pushWait': 'Pedidos de notificação demais deste endereço (limite de {limit} a cada 10 minutos). Aguarde {wait}.',
  'public.pushTeamId': 'team deve ser o id público de uma equipe que este navegador segue.',
  'public.pushWithdrawn': 'Essa equipe desistiu do torneio.',
  'public.pushTournamentFull': 'Este torneio chegou ao limite de {n} inscrições de notificação.',
  'public.pushTeamFull': 'Esta equipe já tem {n} celulares seguindo, o limite; desligue as notificações em um deles primeiro.',
  'public.pushBrowserFull': 'Este navegador já segue {n} equipes deste torneio, o limite; desligue uma primeiro.',
};
