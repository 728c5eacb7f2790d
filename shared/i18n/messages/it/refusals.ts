// The engine's refusals as messages (docs/translating.md, Refusals): the registration's, the desk's and the CSV import's.
import type { refusals as english } from '../en/refusals.js';
import type { PartOf } from '../catalogue.js';

export const refusals: PartOf<typeof english> = {
  'refusal.textControl':
    '{field, select, name {Il nome della squadra} captain {Il nome del capitano} phone {Il numero di telefono} playerNames {L’elenco dei giocatori} deskName {Il nome del tavolo} other {Questo campo}} non può contenere {multi, select, yes {caratteri di controllo o di direzione del testo} other {a capo né caratteri di controllo o di direzione del testo}}.',
  'refusal.textInvisible':
    '{multi, select, yes {{field, select, playerNames {L’elenco dei giocatori} other {Questo campo}} non può avere un nome fatto solo di caratteri invisibili; scrivi nomi leggibili, uno per riga.} other {{field, select, name {Il nome della squadra} captain {Il nome del capitano} deskName {Il nome del tavolo} other {Il campo}} contiene solo caratteri invisibili; scrivi un nome leggibile.}}',
  'refusal.textLong':
    '{field, select, name {Il nome della squadra è lungo} captain {Il nome del capitano è lungo} phone {Il numero di telefono è lungo} playerNames {L’elenco dei giocatori è lungo} deskName {Il nome del tavolo è lungo} other {Il testo è lungo}} {n} caratteri; al massimo {max}.',
  'refusal.teamNameMissing': 'Scrivi il nome della squadra.',
  'refusal.teamNameTaken': 'Una squadra di nome «{name}» è già iscritta; scegli un altro nome.',
  'refusal.captainMissing': 'Scrivi il nome del capitano.',
  'refusal.phoneMissing': 'Scrivi un numero di telefono perché il tavolo possa contattare il capitano.',
  'refusal.phoneInvalid':
    'Il numero di telefono deve avere da 7 a 15 cifre (spazi, trattini, punti, parentesi e un + iniziale vanno bene).',
  'refusal.players': 'Il numero di giocatori deve essere un numero intero da {min} a {max}.',
  'refusal.playerNameLong': 'Il nome «{name}» supera i {max} caratteri.',
  'refusal.playerNamesMany':
    'Ci sono {listed, plural, one {# nome} many {# nomi} other {# nomi}} per {players, plural, one {# giocatore} many {# giocatori} other {# giocatori}}; al massimo {players}, uno per riga.',
  'refusal.registrationClosed': 'Le iscrizioni a questo torneo sono chiuse.',
  'refusal.teamLimit': 'Questo torneo ha raggiunto il limite di {max} squadre.',
  'refusal.phaseUnknown': 'La fase deve essere una tra checkin, closed, live, final.',
  'refusal.liveNoDraw': 'Genera i gironi o il tabellone prima di andare in diretta.',
  'refusal.broadcastEmpty': 'Scrivi il messaggio da inviare.',
  'refusal.noMatch': 'Nessuna partita con id {id}.',
  'refusal.noCourt': 'Il campo {court} non esiste.',
  'refusal.noTeam': 'Nessuna squadra con id {id}.',
  'refusal.notPlayed': '{match} non è in corso.',
  'refusal.changed':
    '{court, select, none {Questa partita è cambiata} other {Il campo {court} è cambiato}} nel frattempo; ricarica per vedere com’è ora.',
  'refusal.noSets':
    'Nessun set inserito: per una partita al meglio dei {bestOf} servono almeno {need, plural, one {# set} many {# set} other {# set}}.',
  'refusal.tooManySets': '{n} set inseriti: una partita al meglio dei {bestOf} ne ha al massimo {bestOf}.',
  'refusal.afterDecider': 'Il set {set} ({score}) viene dopo il set decisivo: la partita era già finita {sets} nei set.',
  'refusal.unfinished': 'La partita non è finita: è {sets} nei set e una partita al meglio dei {bestOf} si vince con {need}.',
  'refusal.noTournament': 'Il torneo «{slug}» non esiste.',
  'refusal.deleteConfirm': 'Per eliminare il torneo, conferma con «yes».',
  'refusal.poolsOpen':
    '{n, plural, one {Manca # partita dei gironi} many {Mancano # partite dei gironi} other {Mancano # partite dei gironi}}: il tabellone si sorteggia quando tutte le partite dei gironi sono decise.',
  'refusal.poolsExist': 'I gironi esistono già; cancella il sorteggio per ricominciare.',
  'refusal.twoTeams': 'Servono almeno 2 squadre iscritte per fare i gironi.',
  'refusal.nothingDrawn': 'Non è ancora stato generato nulla.',
  'refusal.scoreRecorded': 'Non si può più risorteggiare: è già registrato un punteggio.',
  'refusal.poolsFirst': 'Genera e gioca i gironi prima del tabellone.',
};
