// The engine's refusals as messages (docs/translating.md, Refusals): the registration's, the desk's and the CSV import's.
import type { refusals as english } from '../en/refusals.js';
import type { PartOf } from '../catalogue.js';

export const refusals: PartOf<typeof english> = {
  'refusal.textControl':
    '{field, select, name {Le nom de l’équipe} captain {Le nom du capitaine} phone {Le numéro de téléphone} playerNames {La liste des joueurs} deskName {Le nom de la table} other {Ce champ}} ne peut pas contenir {multi, select, yes {de caractères de contrôle ou de sens d’écriture} other {de retours à la ligne ni de caractères de contrôle ou de sens d’écriture}}.',
  'refusal.textInvisible':
    '{multi, select, yes {{field, select, playerNames {La liste des joueurs} other {Ce champ}} ne peut pas contenir de nom fait uniquement de caractères invisibles ; écrivez des noms lisibles, un par ligne.} other {{field, select, name {Le nom de l’équipe} captain {Le nom du capitaine} deskName {Le nom de la table} other {Le champ}} ne contient que des caractères invisibles ; écrivez un nom lisible.}}',
  'refusal.textLong':
    '{field, select, name {Le nom de l’équipe fait} captain {Le nom du capitaine fait} phone {Le numéro de téléphone fait} playerNames {La liste des joueurs fait} deskName {Le nom de la table fait} other {Le texte fait}} {n} caractères ; {max} au maximum.',
  'refusal.teamNameMissing': 'Saisissez le nom de l’équipe.',
  'refusal.teamNameTaken': 'Une équipe nommée « {name} » est déjà inscrite ; choisissez un autre nom.',
  'refusal.captainMissing': 'Saisissez le nom du capitaine.',
  'refusal.phoneMissing': 'Saisissez un numéro de téléphone pour que la table de marque puisse joindre le capitaine.',
  'refusal.phoneInvalid':
    'Le numéro de téléphone doit compter de 7 à 15 chiffres (espaces, tirets, points, parenthèses et un + initial sont acceptés).',
  'refusal.players': 'Le nombre de joueurs doit être un nombre entier de {min} à {max}.',
  'refusal.playerNameLong': 'Le nom « {name} » dépasse {max} caractères.',
  'refusal.playerNamesMany':
    '{listed, plural, one {# nom est indiqué} many {# noms sont indiqués} other {# noms sont indiqués}} pour {players, plural, one {# joueur} many {# joueurs} other {# joueurs}} ; {players} au maximum, un par ligne.',
  'refusal.registrationClosed': 'Les inscriptions à ce tournoi sont closes.',
  'refusal.teamLimit': 'Ce tournoi a atteint sa limite de {max} équipes.',
  'refusal.phaseUnknown': 'La phase doit être l’une de : checkin, closed, live, final.',
  'refusal.liveNoDraw': 'Générez les poules ou le tableau avant de passer en direct.',
  'refusal.broadcastEmpty': 'Écrivez le message à diffuser.',
  'refusal.noMatch': 'Aucun match avec l’id {id}.',
  'refusal.noCourt': 'Le terrain {court} n’existe pas.',
  'refusal.noTeam': 'Aucune équipe avec l’id {id}.',
  'refusal.notPlayed': '{match} n’est pas en cours.',
  'refusal.changed':
    '{court, select, none {Ce match} other {Le terrain {court}}} a changé entre-temps ; rechargez pour voir l’état actuel.',
  'refusal.noSets':
    'Aucun set saisi : il faut au moins {need, plural, one {# set} many {# sets} other {# sets}} pour un match au meilleur des {bestOf}.',
  'refusal.tooManySets': '{n} sets saisis : un match au meilleur des {bestOf} en compte au plus {bestOf}.',
  'refusal.afterDecider': 'Le set {set} ({score}) suit le set décisif : le match était fini à {sets} en sets.',
  'refusal.unfinished': 'Le match n’est pas fini : le score est de {sets} en sets et un match au meilleur des {bestOf} se gagne en {need}.',
  'refusal.noTournament': 'Il n’y a pas de tournoi « {slug} ».',
  'refusal.deleteConfirm': 'Pour supprimer le tournoi, confirmez avec « yes ».',
  'refusal.poolsOpen':
    '{n, plural, one {# match de poule reste} many {# matchs de poule restent} other {# matchs de poule restent}} à jouer : le tableau se tire quand tous les matchs de poule sont joués.',
  'refusal.poolsExist': 'Les poules existent déjà ; effacez le tirage pour recommencer.',
  'refusal.twoTeams': 'Il faut au moins 2 équipes inscrites pour faire des poules.',
  'refusal.nothingDrawn': 'Rien n’a encore été généré.',
  'refusal.scoreRecorded': 'Impossible de refaire le tirage : un score a été enregistré.',
  'refusal.poolsFirst': 'Générez et jouez les poules avant le tableau.',
};
