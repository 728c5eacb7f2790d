// The engine's refusals as messages (docs/translating.md, Refusals): the registration's, the desk's and the CSV import's.
import type { refusals as english } from '../en/refusals.js';
import type { PartOf } from '../catalogue.js';

export const refusals: PartOf<typeof english> = {
  'refusal.textControl':
    '{field, select, name {El nombre del equipo} captain {El nombre del capitán} phone {El teléfono} playerNames {La lista de jugadores} deskName {El nombre de la mesa} other {Este campo}} no puede contener {multi, select, yes {caracteres de control ni de dirección del texto} other {saltos de línea ni caracteres de control o de dirección del texto}}.',
  'refusal.textInvisible':
    '{multi, select, yes {{field, select, playerNames {La lista de jugadores} other {Este campo}} no puede tener un nombre hecho solo de caracteres invisibles; escribe nombres legibles, uno por línea.} other {{field, select, name {El nombre del equipo} captain {El nombre del capitán} deskName {El nombre de la mesa} other {El campo}} solo tiene caracteres invisibles; escribe un nombre legible.}}',
  'refusal.textLong':
    '{field, select, name {El nombre del equipo tiene} captain {El nombre del capitán tiene} phone {El teléfono tiene} playerNames {La lista de jugadores tiene} deskName {El nombre de la mesa tiene} other {El texto tiene}} {n} caracteres; el máximo es {max}.',
  'refusal.teamNameMissing': 'Escribe el nombre del equipo.',
  'refusal.teamNameTaken': 'Ya hay un equipo inscrito con el nombre «{name}»; elige otro.',
  'refusal.captainMissing': 'Escribe el nombre del capitán.',
  'refusal.phoneMissing': 'Escribe un teléfono para que la mesa pueda localizar al capitán.',
  'refusal.phoneInvalid': 'El teléfono debe tener de 7 a 15 cifras (se admiten espacios, guiones, puntos, paréntesis y un + inicial).',
  'refusal.players': 'El número de jugadores debe ser un número entero de {min} a {max}.',
  'refusal.playerNameLong': 'El nombre «{name}» tiene más de {max} caracteres.',
  'refusal.playerNamesMany':
    'Hay {listed, plural, one {# nombre} many {# nombres} other {# nombres}} para {players, plural, one {# jugador} many {# jugadores} other {# jugadores}}; escribe como máximo {players}, uno por línea.',
  'refusal.registrationClosed': 'La inscripción de este torneo está cerrada.',
  'refusal.teamLimit': 'Este torneo ya tiene el máximo de {max} equipos.',
  'refusal.phaseUnknown': 'La fase debe ser una de estas: checkin, closed, live, final.',
  'refusal.liveNoDraw': 'Genera los grupos o el cuadro antes de empezar en directo.',
  'refusal.broadcastEmpty': 'Escribe el mensaje que quieres enviar.',
  'refusal.noMatch': 'No hay ningún partido con el id {id}.',
  'refusal.noCourt': 'No existe la pista {court}.',
  'refusal.noTeam': 'No hay ningún equipo con el id {id}.',
  'refusal.notPlayed': '{match} no se está jugando.',
  'refusal.changed':
    '{court, select, none {Este partido} other {La pista {court}}} ha cambiado mientras tanto; recarga para ver su estado actual.',
  'refusal.noSets':
    'No se ha indicado ningún set: un partido al mejor de {bestOf} necesita al menos {need, plural, one {# set} many {# sets} other {# sets}}.',
  'refusal.tooManySets': 'Se han indicado {n} sets: un partido al mejor de {bestOf} tiene como máximo {bestOf}.',
  'refusal.afterDecider': 'El set {set} ({score}) va después del set decisivo: el partido ya había terminado {sets} en sets.',
  'refusal.unfinished': 'El partido no ha terminado: va {sets} en sets y un partido al mejor de {bestOf} se gana con {need}.',
  'refusal.noTournament': 'No existe el torneo "{slug}".',
  'refusal.deleteConfirm': 'Para eliminar el torneo, confirma con "yes".',
  'refusal.poolsOpen':
    '{n, plural, one {Queda # partido de grupo} many {Quedan # partidos de grupo} other {Quedan # partidos de grupo}} por jugar: el cuadro se sortea cuando todos los partidos de grupo están decididos.',
  'refusal.poolsExist': 'Los grupos ya existen; borra el sorteo para empezar de nuevo.',
  'refusal.twoTeams': 'Se necesitan al menos 2 equipos inscritos para hacer grupos.',
  'refusal.nothingDrawn': 'Todavía no se ha generado nada.',
  'refusal.scoreRecorded': 'Ya no se puede volver a sortear: hay un resultado registrado.',
  'refusal.poolsFirst': 'Genera y juega los grupos antes del cuadro.',
};
