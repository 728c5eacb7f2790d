// The engine's refusals as messages (docs/translating.md, Refusals): the registration's, the desk's and the CSV import's.
import type { refusals as english } from '../en/refusals.js';
import type { PartOf } from '../catalogue.js';

export const refusals: PartOf<typeof english> = {
  'refusal.textControl':
    '{field, select, name {Nazwa drużyny nie może} captain {Imię i nazwisko kapitana nie może} phone {Numer telefonu nie może} playerNames {Lista zawodników nie może} deskName {Nazwa stolika nie może} other {To pole nie może}} zawierać {multi, select, yes {znaków sterujących ani znaków kierunku tekstu} other {podziałów wiersza, znaków sterujących ani znaków kierunku tekstu}}.',
  'refusal.textInvisible':
    '{multi, select, yes {{field, select, playerNames {Lista zawodników} other {To pole}} nie może zawierać nazwiska złożonego z samych niewidocznych znaków; wpisz czytelne nazwiska, po jednym w wierszu.} other {{field, select, name {Nazwa drużyny składa} captain {Imię i nazwisko kapitana składa} deskName {Nazwa stolika składa} other {Pole składa}} się z samych niewidocznych znaków; wpisz czytelną nazwę.}}',
  'refusal.textLong':
    '{field, select, name {Nazwa drużyny ma} captain {Imię i nazwisko kapitana ma} phone {Numer telefonu ma} playerNames {Lista zawodników ma} deskName {Nazwa stolika ma} other {Tekst ma}} {n, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}; dozwolone jest najwyżej {max}.',
  'refusal.teamNameMissing': 'Wpisz nazwę drużyny.',
  'refusal.teamNameTaken': 'Drużyna o nazwie „{name}” jest już zapisana; wybierz inną nazwę.',
  'refusal.captainMissing': 'Wpisz imię i nazwisko kapitana.',
  'refusal.phoneMissing': 'Wpisz numer telefonu, żeby stolik sędziowski mógł się skontaktować z kapitanem.',
  'refusal.phoneInvalid': 'Numer telefonu musi mieć od 7 do 15 cyfr (spacje, myślniki, kropki, nawiasy i + na początku są dozwolone).',
  'refusal.players': 'Liczba zawodników musi być liczbą całkowitą od {min} do {max}.',
  'refusal.playerNameLong': 'Nazwisko „{name}” ma więcej niż {max} znaków.',
  'refusal.playerNamesMany':
    'Wpisano {listed, plural, one {# nazwisko} few {# nazwiska} many {# nazwisk} other {# nazwiska}} dla {players, plural, one {# zawodnika} few {# zawodników} many {# zawodników} other {# zawodnika}}; wpisz najwyżej {players}, po jednym w wierszu.',
  'refusal.registrationClosed': 'Zapisy do tego turnieju są zamknięte.',
  'refusal.teamLimit': 'Ten turniej osiągnął limit {max} drużyn.',
  'refusal.phaseUnknown': 'Faza musi być jedną z: checkin, closed, live, final.',
  'refusal.liveNoDraw': 'Zanim turniej ruszy na żywo, utwórz grupy lub drabinkę.',
  'refusal.broadcastEmpty': 'Wpisz wiadomość do wysłania.',
  'refusal.noMatch': 'Nie ma meczu o id {id}.',
  'refusal.noCourt': 'Nie ma boiska {court}.',
  'refusal.noTeam': 'Nie ma drużyny o id {id}.',
  'refusal.notPlayed': 'Mecz {match} nie jest teraz rozgrywany.',
  'refusal.changed':
    '{court, select, none {Ten mecz został zmieniony} other {Boisko {court} zostało zmienione}} w międzyczasie; odśwież stronę, aby zobaczyć aktualny stan.',
  'refusal.noSets':
    'Nie podano żadnego seta: mecz best of {bestOf} wymaga co najmniej {need, plural, one {# seta} few {# setów} many {# setów} other {# seta}}.',
  'refusal.tooManySets':
    'Podano {n, plural, one {# set} few {# sety} many {# setów} other {# seta}}: mecz best of {bestOf} ma najwyżej {bestOf}.',
  'refusal.afterDecider': 'Set {set} ({score}) jest po secie decydującym: mecz zakończył się już przy stanie {sets} w setach.',
  'refusal.unfinished': 'Mecz nie jest zakończony: w setach jest {sets}, a mecz best of {bestOf} wygrywa drużyna, która zdobędzie {need}.',
  'refusal.noTournament': 'Nie ma turnieju „{slug}”.',
  'refusal.deleteConfirm': 'Aby usunąć turniej, potwierdź słowem „yes”.',
  'refusal.poolsOpen':
    '{n, plural, one {Został # mecz grupowy} few {Zostały # mecze grupowe} many {Zostało # meczów grupowych} other {Zostało # meczu grupowego}} do rozegrania: drabinkę losuje się, gdy wszystkie mecze grupowe są rozstrzygnięte.',
  'refusal.poolsExist': 'Grupy już istnieją; usuń losowanie, aby zacząć od nowa.',
  'refusal.twoTeams': 'Do utworzenia grup potrzeba co najmniej 2 zgłoszonych drużyn.',
  'refusal.nothingDrawn': 'Jeszcze nic nie utworzono.',
  'refusal.scoreRecorded': 'Nie można już losować ponownie: zapisano wynik.',
  'refusal.poolsFirst': 'Utwórz i rozegraj grupy przed drabinką.',
};
