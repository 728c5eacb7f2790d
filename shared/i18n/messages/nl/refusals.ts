// The engine's refusals as messages (docs/translating.md, Refusals): the registration's, the desk's and the CSV import's.
import type { refusals as english } from '../en/refusals.js';
import type { PartOf } from '../catalogue.js';

export const refusals: PartOf<typeof english> = {
  'refusal.textControl':
    '{field, select, name {De teamnaam} captain {De naam van de aanvoerder} phone {Het telefoonnummer} playerNames {De spelerslijst} deskName {De naam aan de tafel} other {Dit veld}} mag geen {multi, select, yes {stuur- of tekstrichtingstekens} other {regeleinden, stuur- of tekstrichtingstekens}} bevatten.',
  'refusal.textInvisible':
    '{multi, select, yes {{field, select, playerNames {De spelerslijst} other {Dit veld}} mag geen naam van alleen onzichtbare tekens bevatten; typ leesbare namen, één per regel.} other {{field, select, name {De teamnaam} captain {De naam van de aanvoerder} deskName {De naam aan de tafel} other {Het veld}} bestaat alleen uit onzichtbare tekens; typ een leesbare naam.}}',
  'refusal.textLong':
    '{field, select, name {De teamnaam is} captain {De naam van de aanvoerder is} phone {Het telefoonnummer is} playerNames {De spelerslijst is} deskName {De naam aan de tafel is} other {De tekst is}} {n} tekens lang; maximaal {max}.',
  'refusal.teamNameMissing': 'Vul een teamnaam in.',
  'refusal.teamNameTaken': 'Er is al een team met de naam ‘{name}’ ingeschreven; kies een andere naam.',
  'refusal.captainMissing': 'Vul de naam van de aanvoerder in.',
  'refusal.phoneMissing': 'Vul een telefoonnummer in zodat de wedstrijdtafel de aanvoerder kan bereiken.',
  'refusal.phoneInvalid': 'Het telefoonnummer moet 7 tot 15 cijfers hebben (spaties, streepjes, punten, haakjes en een + vooraan mogen).',
  'refusal.players': 'Het aantal spelers moet een heel getal van {min} tot {max} zijn.',
  'refusal.playerNameLong': 'De spelersnaam ‘{name}’ is langer dan {max} tekens.',
  'refusal.playerNamesMany':
    'Er {listed, plural, one {staat # spelersnaam} other {staan # spelersnamen}} voor {players, plural, one {# speler} other {# spelers}}; hooguit {players}, één per regel.',
  'refusal.registrationClosed': 'De inschrijving voor dit toernooi is gesloten.',
  'refusal.teamLimit': 'Dit toernooi heeft het maximum van {max} teams bereikt.',
  'refusal.phaseUnknown': 'De fase moet een van deze zijn: checkin, closed, live, final.',
  'refusal.liveNoDraw': 'Maak eerst de poules of de knock-outfase aan voordat je live gaat.',
  'refusal.broadcastEmpty': 'Schrijf het bericht dat je wilt versturen.',
  'refusal.noMatch': 'Geen wedstrijd met id {id}.',
  'refusal.noCourt': 'Veld {court} bestaat niet.',
  'refusal.noTeam': 'Geen team met id {id}.',
  'refusal.notPlayed': '{match} wordt nu niet gespeeld.',
  'refusal.changed':
    '{court, select, none {Deze wedstrijd} other {Veld {court}}} is intussen gewijzigd; laad de pagina opnieuw om de huidige stand te zien.',
  'refusal.noSets': 'Geen sets ingevuld: een wedstrijd best of {bestOf} heeft minstens {need, plural, one {# set} other {# sets}} nodig.',
  'refusal.tooManySets': '{n} sets ingevuld: een wedstrijd best of {bestOf} heeft er hoogstens {bestOf}.',
  'refusal.afterDecider': 'Set {set} ({score}) komt na de beslissende set: de wedstrijd was al voorbij bij {sets} in sets.',
  'refusal.unfinished': 'De wedstrijd is niet af: het staat {sets} in sets en een wedstrijd best of {bestOf} win je met {need}.',
  'refusal.noTournament': 'Er is geen toernooi "{slug}".',
  'refusal.deleteConfirm': 'Bevestig met "yes" om het toernooi te verwijderen.',
  'refusal.poolsOpen':
    '{n, plural, one {# poulewedstrijd moet} other {# poulewedstrijden moeten}} nog gespeeld worden: de knock-outfase wordt gemaakt als elke poulewedstrijd beslist is.',
  'refusal.poolsExist': 'De poules bestaan al; wis de indeling om opnieuw te beginnen.',
  'refusal.twoTeams': 'Voor poules zijn minstens 2 ingeschreven teams nodig.',
  'refusal.nothingDrawn': 'Er is nog niets gemaakt.',
  'refusal.scoreRecorded': 'Opnieuw indelen kan niet meer: er is al een uitslag vastgelegd.',
  'refusal.poolsFirst': 'Maak en speel de poules vóór de knock-outfase.',
};
