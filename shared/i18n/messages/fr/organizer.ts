// The organizer's sign-in, the desk's answers and refusals, and the printed sheets.
import type { organizer as english } from '../en/organizer.js';
import type { PartOf } from '../catalogue.js';

export const organizer: PartOf<typeof english> = {
  'login.pageTitle': 'Connexion · Courtside',
  'login.title': 'Connexion des organisateurs',
  'login.again': 'Saisir à nouveau le mot de passe',
  'login.password': 'Mot de passe',
  'login.who': 'Qui est à la table de marque ? (facultatif)',
  'login.whoHint': 'Affiché comme auteur dans le journal des événements.',
  'login.submit': 'Se connecter',
  'login.wrong': 'Mot de passe incorrect.',
  'login.tooMany': 'Trop d’échecs de connexion depuis cette adresse. Attendez dix minutes et réessayez.',
  'login.done': 'Connecté.',

  'answer.phaseNow':
    'Phase actuelle : {phase, select, checkin {inscriptions ouvertes} closed {inscriptions closes} live {en direct} other {résultats finaux}}.',
  'answer.phaseAlready':
    'Le tournoi est déjà dans cette phase : {phase, select, checkin {inscriptions ouvertes} closed {inscriptions closes} live {en direct} other {résultats finaux}}.',
  'answer.bannerSet': 'Bandeau affiché.',
  'answer.bannerCleared': 'Bandeau retiré.',
  'answer.broadcastSent': 'Message envoyé aux pages de toutes les équipes.',
  'answer.notesSaved': 'Notes enregistrées.',
  'answer.moved': '{match} déplacé sur le terrain {court}.',
  'answer.pushedBack': '{match} reculé de deux places.',
  'answer.court': 'Terrain {court} {op, select, pause {en pause} other {rouvert}}.',
  'answer.result': 'Résultat {sets} enregistré pour {match}.',
  'answer.live': 'Score {a}-{b} : {match}.',
  'answer.forfeit': 'Forfait enregistré pour {match}.',
  'answer.arrived': '{arrived, select, yes {{name} est pointé présent.} other {{name} n’est plus pointé présent.}}',
  'answer.teamUpdated': 'Équipe {name} modifiée.',
  'answer.teamRemoved': 'Équipe {name} supprimée.',
  'answer.withdrawn': '{name} retiré ; ses matchs restants {mode, select, forfeit {sont perdus par forfait} other {sont annulés}}.',
  'answer.deleted': '« {name} » et toutes ses données ont été supprimés.',
  'answer.poolsGenerated':
    '{pools, plural, one {# poule générée} many {# poules générées} other {# poules générées}} avec {matches} matchs{work, select, yes {, chacun avec une équipe d’arbitrage de sa poule} other {}}.',
  'answer.bracketGenerated':
    '{main, select, yes {Tableau} other {Tableau {tier}}} à élimination {type, select, double {double} other {directe}} {again, select, yes {tiré à nouveau} other {généré}} pour {n} équipes{consolation, select, yes {, avec une consolante pour les perdants du premier tour} other {}}.',
  'answer.cleared': 'Tout le jeu généré a été effacé.',
  'answer.sessionEnded': 'Session de {name} sur {device} fermée ; cet appareil doit se reconnecter.',
  'answer.arrivedAlready': '{arrived, select, yes {{name} est déjà arrivée.} other {{name} n’était pas arrivée.}}',
  'answer.withdrewAbsent':
    '{n, plural, one {{n} équipe non arrivée retirée} many {{n} équipes non arrivées retirées} other {{n} équipes non arrivées retirées}} : {more, select, 0 {{n, plural, one {{last}} many {{head} et {last}} other {{head} et {last}}}} other {{head} et {more} autres}}{matches, select, forfeit { ; leurs matchs restants comptent comme forfaits} void { ; leurs matchs restants sont annulés} other {}}.',
  'answer.seeded':
    '{swapped, select, yes {{name} est maintenant tête de série {seed} ; {holder} prend la tête de série {old}.} other {{name} est maintenant tête de série {seed}.}}',
  'answer.newCode': '{name} a un nouveau code d’équipe ; l’ancien n’ouvre plus la page de l’équipe.',
  'answer.importUnused':
    '{n, plural, one {Colonne non utilisée : {names}.} many {Colonnes non utilisées : {names}.} other {Colonnes non utilisées : {names}.}}',
  'answer.importNoPlayers': 'Pas de colonne de joueurs : chaque équipe compte les joueurs listés, au moins {n}.',
  'answer.importNone':
    'Aucune ligne ne peut être importée : corrigez les problèmes indiqués à côté de chaque ligne, puis prévisualisez à nouveau.',
  'answer.importAll':
    '{n, plural, one {La ligne peut être importée. Confirmez pour ajouter l’équipe.} many {Les {n} lignes peuvent être importées. Confirmez pour les ajouter.} other {Les {n} lignes peuvent être importées. Confirmez pour les ajouter.}}',
  'answer.importSome':
    '{good, plural, one {{good} ligne peut être importée} many {{good} lignes peuvent être importées} other {{good} lignes peuvent être importées}} ; {count, plural, one {{count} ligne avec des problèmes} many {{count} lignes avec des problèmes} other {{count} lignes avec des problèmes}} ({more, select, 0 {{count, plural, one {ligne {last}} many {lignes {head} et {last}} other {lignes {head} et {last}}}} other {lignes {head} et {more} autres}}) {count, plural, one {sera ignorée} many {seront ignorées} other {seront ignorées}} si vous ne les corrigez pas.',
  'answer.imported':
    '{n, plural, one {{n} équipe importée} many {{n} équipes importées} other {{n} équipes importées}}{skipped, select, yes { ; {count, plural, one {{count} ligne ignorée} many {{count} lignes ignorées} other {{count} lignes ignorées}} ({more, select, 0 {{count, plural, one {ligne {last}} many {lignes {head} et {last}} other {lignes {head} et {last}}}} other {lignes {head} et {more} autres}})} other {}}.',

  'desk.importRows': 'Lignes du CSV et leurs problèmes',
  'desk.importLine': 'Ligne',
  'desk.importTeam': 'Équipe',
  'desk.importColumn': '{added, select, yes {Résultat} other {Aperçu}}',
  'desk.importReady': '{added, select, yes {Ajoutée} other {Prête}}',
  'desk.importNoName': '(sans nom)',
  'desk.importPageTitle': 'Importer des équipes · {name}',
  'desk.importHeading': 'Importer des équipes : {name}',

  'print.back': '← Retour à la table',
  'print.print': 'Imprimer',
  'print.pageTitle': '{title} · {tournament}',
  'print.setRules': 'en {points}, {winBy} points d’écart{cap, select, 0 {} other {, plafond {cap}}}',
  'print.stagePlay':
    '{stage, select, pool {Phase de poules} other {Tableau}} : {first}{sets, select, one { · un set} other { · au meilleur des {bestOf} ({wins} sets gagnants)}}{deciding, select, yes { · set décisif {decidingRules}} other {}}',
  'print.court': 'Terrain',
  'print.team': 'Équipe',
  'print.set': 'Set {n}',
  'print.setsWon': 'Sets gagnés',
  'print.setPoints': 'Points du set {n}',
  'print.key': 'A : {a} · B : {b}',
  'print.workTeam': 'Équipe d’arbitrage',
  'print.winner': 'Vainqueur',
  'print.captain': 'Capitaine, {team}',
  'print.referee': 'Équipe d’arbitrage / arbitre',
  'print.what': '{what, select, match {Un match} court {Terrain {court}} pool {Poule {pool}} other {Tous les matchs restants}}',
  'print.scoreTitle': 'Feuilles de match : {what}',
  'print.scoreHint':
    '{n, plural, one {# feuille} many {# feuilles} other {# feuilles}}. Les terrains pas encore attribués sont le plan actuel ; ils peuvent changer.',
  'print.noMatch':
    'Aucun match à imprimer{none, select, yes { : ce match n’existe pas} other { : tous les matchs sont joués, ou rien n’est encore tiré}}.',
  'print.poolTitle': '{one, select, yes {Feuille de poule : Poule {pool}} other {Feuilles de poule}}',
  'print.poolHint':
    'Une poule par page : la grille (chaque case du point de vue de l’équipe de la ligne), les colonnes du classement et l’ordre des matchs selon le plan actuel.',
  'print.noPool': '{one, select, yes {Il n’y a pas de poule {pool}.} other {Pas encore de poules : tirez d’abord les poules.}}',
  'print.pool': 'Poule {pool}',
  'print.tiesBroken': 'Départage : {order}.',
  'print.won': 'V',
  'print.lost': 'D',
  'print.rankingPoints': 'Points de classement',
  'print.rank': 'Rang',
  'print.withdrawnMark': '(retirée)',
  'print.orderOfPlay': 'Ordre des matchs',
  'print.round': 'Tour',
  'print.match': 'Match',
  'print.courtTime': 'Terrain · heure',
  'print.result': 'Résultat',
  'print.whereNow': 'terrain {court} · maintenant',
  'print.whereAbout': 'terrain {court} · vers {time}',
  'print.whereCourt': 'terrain {court}',
  'print.cellVoid': 'annulé',
  'print.cellForfeit': '{won, select, yes {V} other {D}} par forfait',
  'print.cellSets': '{won, select, yes {V} other {D}} {sets}',
  'print.statusWord': '{status, select, forfeit {forfait} other {annulé}}',
  'print.scheduleTitle': 'Programme du jour par terrain',
  'print.scheduleHint':
    'Un terrain par page. Les heures des matchs à jouer sont des estimations à partir de maintenant ({now}, durée moyenne d’un match {avg} min) ; l’attribution des terrains peut déplacer un match sur le premier terrain libre.',
  'print.time': 'Heure',
  'print.teams': 'Équipes',
  'print.nothingPlanned': 'Rien de prévu sur ce terrain.',
  'print.courtN': 'Terrain {court}',
  'print.paused': '{has, select, yes {en pause : {reason}} other {en pause}}',
  'print.notDrawn': 'Rien n’est encore tiré : tirez d’abord les poules ou le tableau.',
  'print.notOnCourt': 'Pas encore sur un terrain',
  'print.now': 'maintenant',
  'print.playing': 'en jeu',
  'print.about': 'vers {time}',
};
