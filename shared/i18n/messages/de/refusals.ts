// The engine's refusals as messages (docs/translating.md, Refusals): the registration's, the desk's and the CSV import's.
import type { refusals as english } from '../en/refusals.js';
import type { PartOf } from '../catalogue.js';

export const refusals: PartOf<typeof english> = {
  'refusal.textControl':
    '{field, select, name {Der Teamname} captain {Der Name des Kapitäns} phone {Die Telefonnummer} playerNames {Die Spielerliste} deskName {Der Name am Turniertisch} other {Dieses Feld}} darf keine {multi, select, yes {Steuer- oder Textrichtungszeichen} other {Zeilenumbrüche, Steuer- oder Textrichtungszeichen}} enthalten.',
  'refusal.textInvisible':
    '{multi, select, yes {{field, select, playerNames {Die Spielerliste} other {Dieses Feld}} darf keinen Namen aus lauter unsichtbaren Zeichen enthalten; schreibe lesbare Namen, einen pro Zeile.} other {{field, select, name {Der Teamname} captain {Der Name des Kapitäns} deskName {Der Name am Turniertisch} other {Das Feld}} besteht nur aus unsichtbaren Zeichen; schreibe einen lesbaren Namen.}}',
  'refusal.textLong':
    '{field, select, name {Der Teamname ist} captain {Der Name des Kapitäns ist} phone {Die Telefonnummer ist} playerNames {Die Spielerliste ist} deskName {Der Name am Turniertisch ist} other {Der Text ist}} {n} Zeichen lang; erlaubt sind höchstens {max}.',
  'refusal.teamNameMissing': 'Gib einen Teamnamen ein.',
  'refusal.teamNameTaken': 'Ein Team namens „{name}“ ist schon angemeldet; wähle einen anderen Namen.',
  'refusal.captainMissing': 'Gib den Namen des Kapitäns ein.',
  'refusal.phoneMissing': 'Gib eine Telefonnummer ein, damit der Turniertisch den Kapitän erreicht.',
  'refusal.phoneInvalid':
    'Die Telefonnummer braucht 7 bis 15 Ziffern (Leerzeichen, Bindestriche, Punkte, Klammern und ein + am Anfang sind erlaubt).',
  'refusal.players': 'Die Spielerzahl muss eine ganze Zahl von {min} bis {max} sein.',
  'refusal.playerNameLong': 'Der Spielername „{name}“ ist länger als {max} Zeichen.',
  'refusal.playerNamesMany':
    '{listed, plural, one {# Spielername ist} other {# Spielernamen sind}} für {players, plural, one {# Spieler} other {# Spieler}} angegeben; höchstens {players}, einer pro Zeile.',
  'refusal.registrationClosed': 'Die Anmeldung für dieses Turnier ist geschlossen.',
  'refusal.teamLimit': 'Dieses Turnier hat seine Höchstzahl von {max} Teams erreicht.',
  'refusal.phaseUnknown': 'Die Phase muss eine von checkin, closed, live, final sein.',
  'refusal.liveNoDraw': 'Lose erst Gruppen oder die K.-o.-Runde aus, bevor das Turnier live geht.',
  'refusal.broadcastEmpty': 'Schreib die Nachricht, die gesendet werden soll.',
  'refusal.noMatch': 'Kein Spiel mit der ID {id}.',
  'refusal.noCourt': 'Feld {court} gibt es nicht.',
  'refusal.noTeam': 'Kein Team mit der ID {id}.',
  'refusal.notPlayed': '{match} wird gerade nicht gespielt.',
  'refusal.changed':
    '{court, select, none {Dieses Spiel} other {Feld {court}}} wurde inzwischen geändert; lade neu, um den aktuellen Stand zu sehen.',
  'refusal.noSets': 'Keine Sätze angegeben: ein Spiel „Best of {bestOf}“ braucht mindestens {need, plural, one {# Satz} other {# Sätze}}.',
  'refusal.tooManySets': '{n} Sätze angegeben: ein Spiel „Best of {bestOf}“ hat höchstens {bestOf}.',
  'refusal.afterDecider': 'Satz {set} ({score}) kommt nach dem Entscheidungssatz: das Spiel war bei {sets} nach Sätzen schon vorbei.',
  'refusal.unfinished':
    'Das Spiel ist nicht beendet: es steht {sets} nach Sätzen, und ein Spiel „Best of {bestOf}“ gewinnt, wer {need} Sätze holt.',
  'refusal.noTournament': 'Es gibt kein Turnier „{slug}“.',
  'refusal.deleteConfirm': 'Bestätige mit „yes“, um das Turnier zu löschen.',
  'refusal.poolsOpen':
    '{n, plural, one {# Gruppenspiel ist} other {# Gruppenspiele sind}} noch offen: Die K.-o.-Runde wird ausgelost, wenn alle Gruppenspiele entschieden sind.',
  'refusal.poolsExist': 'Die Gruppen gibt es schon; lösche die Auslosung, um neu anzufangen.',
  'refusal.twoTeams': 'Für Gruppen braucht es mindestens 2 angemeldete Teams.',
  'refusal.nothingDrawn': 'Es ist noch nichts ausgelost.',
  'refusal.scoreRecorded': 'Neu auslosen geht nicht mehr: Es ist schon ein Ergebnis eingetragen.',
  'refusal.poolsFirst': 'Lose die Gruppen aus und spiele sie vor der K.-o.-Runde.',
};
