// The JSON answers of subscribing a phone to a team's calls and turning them off.
import type { pushAnswers as english } from '../en/push-answers.js';
import type { PartOf } from '../catalogue.js';

export const pushAnswers: PartOf<typeof english> = {
  'public.pushOn': 'Ten telefon powiadomi, gdy zagra {team}.',
  'public.pushOff': 'Powiadomienia na tym telefonie są wyłączone.',
  'public.pushNone': 'Ten telefon nikogo tu nie obserwował.',
  'public.pushWait': 'Za dużo próśb o powiadomienia z tego adresu (najwyżej {limit} na 10 minut). Poczekaj {wait}.',
  'public.pushTeamId': 'team musi być publicznym id drużyny, którą obserwuje ta przeglądarka.',
  'public.pushWithdrawn': 'Ta drużyna wycofała się z turnieju.',
  'public.pushTournamentFull': 'Ten turniej osiągnął limit {n} subskrypcji powiadomień.',
  'public.pushTeamFull':
    'Tę drużynę obserwuje już {n, plural, one {# telefon} few {# telefony} many {# telefonów} other {# telefonu}}, to limit; najpierw wyłącz powiadomienia na jednym z nich.',
  'public.pushBrowserFull':
    'Ta przeglądarka obserwuje już {n, plural, one {# drużynę} few {# drużyny} many {# drużyn} other {# drużyny}} tego turnieju, to limit; najpierw wyłącz jedną.',
};
