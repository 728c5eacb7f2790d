// The JSON answers of subscribing a phone to a team's calls and turning them off.
import type { pushAnswers as english } from '../en/push-answers.js';
import type { PartOf } from '../catalogue.js';

export const pushAnswers: PartOf<typeof english> = {
  'public.pushOn': 'Este móvil te avisará cuando juegue {team}.',
  'public.pushOff': 'Las notificaciones están desactivadas en este móvil.',
  'public.pushNone': 'Este móvil no seguía a nadie aquí.',
  'public.pushWait': 'Demasiadas solicitudes de notificaciones desde esta dirección (máximo {limit} cada 10 minutos). Espera {wait}.',
  'public.pushTeamId': 'team debe ser el id público de un equipo que este navegador sigue.',
  'public.pushWithdrawn': 'Ese equipo se ha retirado del torneo.',
  'public.pushTournamentFull': 'Este torneo ha llegado a su límite de {n} suscripciones a notificaciones.',
  'public.pushTeamFull': 'Este equipo ya tiene {n} móviles siguiéndolo, el límite; desactiva primero las notificaciones en uno.',
  'public.pushBrowserFull': 'Este navegador ya sigue a {n} equipos de este torneo, el límite; desactiva uno primero.',
};
