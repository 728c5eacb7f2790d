// The organizer's sign-in, the desk's answers and refusals, and the printed sheets.
import type { organizer as english } from '../en/organizer.js';
import type { PartOf } from '../catalogue.js';

export const organizer: PartOf<typeof english> = {
  'login.pageTitle': 'Iniciar sesión · Courtside',
  'login.title': 'Acceso de organizadores',
  'login.again': 'Vuelve a escribir la contraseña',
  'login.password': 'Contraseña',
  'login.who': '¿Quién está en la mesa? (opcional)',
  'login.whoHint': 'Aparece como autor en el registro de eventos.',
  'login.submit': 'Entrar',
  'login.wrong': 'Contraseña incorrecta.',
  'login.tooMany': 'Demasiados intentos fallidos desde esta dirección. Espera diez minutos y vuelve a intentarlo.',
  'login.done': 'Sesión iniciada.',

  'answer.phaseNow':
    'Fase actual: {phase, select, checkin {inscripción abierta} closed {inscripción cerrada} live {en directo} other {resultados finales}}.',
  'answer.phaseAlready':
    'El torneo ya está en esa fase: {phase, select, checkin {inscripción abierta} closed {inscripción cerrada} live {en directo} other {resultados finales}}.',
  'answer.bannerSet': 'Aviso fijado.',
  'answer.bannerCleared': 'Aviso retirado.',
  'answer.broadcastSent': 'Mensaje enviado a las páginas de todos los equipos.',
  'answer.notesSaved': 'Notas guardadas.',
  'answer.moved': '{match} pasa a la pista {court}.',
  'answer.pushedBack': '{match} retrasado dos puestos en la cola.',
  'answer.court': 'Pista {court} {op, select, pause {en pausa} other {reanudada}}.',
  'answer.result': 'Resultado {sets} registrado para {match}.',
  'answer.live': 'Marcador {a}-{b}: {match}.',
  'answer.forfeit': 'No presentado registrado en {match}.',
  'answer.arrived': '{arrived, select, yes {{name}: llegada confirmada.} other {{name}: llegada anulada.}}',
  'answer.teamUpdated': 'Equipo {name} actualizado.',
  'answer.teamRemoved': 'Equipo {name} eliminado.',
  'answer.withdrawn':
    '{name} retirado; sus partidos pendientes {mode, select, forfeit {cuentan como no presentado} other {quedan anulados}}.',
  'answer.deleted': 'Se han eliminado «{name}» y todos sus datos.',
  'answer.poolsGenerated':
    '{pools, plural, one {# grupo generado} many {# grupos generados} other {# grupos generados}} con {matches} partidos{work, select, yes {, cada uno con un equipo de arbitraje de su grupo} other {}}.',
  'answer.bracketGenerated':
    '{main, select, yes {Cuadro} other {Cuadro {tier}}} de {type, select, double {doble eliminación} other {eliminación directa}} {again, select, yes {sorteado de nuevo} other {generado}} para {n} equipos{consolation, select, yes {, con consolación para los perdedores de primera ronda} other {}}.',
  'answer.cleared': 'Se ha borrado todo el juego generado.',
  'answer.sessionEnded': 'Sesión de {name} en {device} cerrada; ese dispositivo tendrá que volver a iniciar sesión.',
  'answer.arrivedAlready': '{arrived, select, yes {{name} ya había llegado.} other {{name} no había llegado.}}',
  'answer.withdrewAbsent':
    '{n, plural, one {Retirado {n} equipo que no había llegado} many {Retirados {n} equipos que no habían llegado} other {Retirados {n} equipos que no habían llegado}}: {more, select, 0 {{n, plural, one {{last}} many {{head} y {last}} other {{head} y {last}}}} other {{head} y {more} más}}{matches, select, forfeit {; sus partidos pendientes cuentan como no presentados} void {; sus partidos pendientes quedan anulados} other {}}.',
  'answer.seeded':
    '{swapped, select, yes {{name} es ahora cabeza de serie {seed}; {holder} pasa a ser cabeza de serie {old}.} other {{name} es ahora cabeza de serie {seed}.}}',
  'answer.newCode': '{name} tiene un nuevo código de equipo; el anterior ya no abre la página del equipo.',
  'answer.importUnused':
    '{n, plural, one {Columna no usada: {names}.} many {Columnas no usadas: {names}.} other {Columnas no usadas: {names}.}}',
  'answer.importNoPlayers': 'No hay columna de jugadores: cada equipo cuenta los jugadores que lista, al menos {n}.',
  'answer.importNone': 'No se puede importar ninguna fila: corrige los problemas indicados junto a cada fila y vuelve a previsualizar.',
  'answer.importAll':
    '{n, plural, one {La fila se puede importar. Confirma para añadir el equipo.} many {Las {n} filas se pueden importar. Confirma para añadirlas.} other {Las {n} filas se pueden importar. Confirma para añadirlas.}}',
  'answer.importSome':
    '{good, plural, one {Se puede importar {good} fila} many {Se pueden importar {good} filas} other {Se pueden importar {good} filas}}; {count, plural, one {la fila con problemas} many {las {count} filas con problemas} other {las {count} filas con problemas}} ({more, select, 0 {{count, plural, one {línea {last}} many {líneas {head} y {last}} other {líneas {head} y {last}}}} other {líneas {head} y {more} más}}) se omitirán si no las corriges.',
  'answer.imported':
    '{n, plural, one {Importado {n} equipo} many {Importados {n} equipos} other {Importados {n} equipos}}{skipped, select, yes {; {count, plural, one {{count} fila omitida} many {{count} filas omitidas} other {{count} filas omitidas}} ({more, select, 0 {{count, plural, one {línea {last}} many {líneas {head} y {last}} other {líneas {head} y {last}}}} other {líneas {head} y {more} más}})} other {}}.',

  'desk.importRows': 'Filas del CSV y sus problemas',
  'desk.importLine': 'Línea',
  'desk.importTeam': 'Equipo',
  'desk.importColumn': '{added, select, yes {Resultado} other {Vista previa}}',
  'desk.importReady': '{added, select, yes {Añadido} other {Listo}}',
  'desk.importNoName': '(sin nombre)',
  'desk.importPageTitle': 'Importar equipos · {name}',
  'desk.importHeading': 'Importar equipos: {name}',

  'print.back': '← Volver a la mesa',
  'print.print': 'Imprimir',
  'print.pageTitle': '{title} · {tournament}',
  'print.setRules': 'a {points}, diferencia de {winBy}{cap, select, 0 {} other {, tope {cap}}}',
  'print.stagePlay':
    '{stage, select, pool {Fase de grupos} other {Cuadro}}: {first}{sets, select, one { · un set} other { · al mejor de {bestOf} (gana quien llegue a {wins} sets)}}{deciding, select, yes { · set decisivo {decidingRules}} other {}}',
  'print.court': 'Pista',
  'print.team': 'Equipo',
  'print.set': 'Set {n}',
  'print.setsWon': 'Sets ganados',
  'print.setPoints': 'Puntos del set {n}',
  'print.key': 'A: {a} · B: {b}',
  'print.workTeam': 'Equipo de arbitraje',
  'print.winner': 'Ganador',
  'print.captain': 'Capitán, {team}',
  'print.referee': 'Equipo de arbitraje / árbitro',
  'print.what': '{what, select, match {Un partido} court {Pista {court}} pool {Grupo {pool}} other {Todos los partidos por jugar}}',
  'print.scoreTitle': 'Actas: {what}',
  'print.scoreHint':
    '{n, plural, one {# acta} many {# actas} other {# actas}}. Las pistas aún no asignadas son el plan actual; pueden cambiar.',
  'print.noMatch':
    'No hay partidos que imprimir{none, select, yes {: ese partido no existe} other {: todos están decididos o aún no hay sorteo}}.',
  'print.poolTitle': '{one, select, yes {Hoja de grupo: Grupo {pool}} other {Hojas de grupo}}',
  'print.poolHint':
    'Un grupo por página: la tabla de todos contra todos (cada casilla desde el equipo de la fila), las columnas de clasificación y el orden de juego con el plan actual.',
  'print.noPool': '{one, select, yes {No existe el grupo {pool}.} other {Aún no hay grupos: sortea los grupos primero.}}',
  'print.pool': 'Grupo {pool}',
  'print.tiesBroken': 'Desempate por {order}.',
  'print.won': 'G',
  'print.lost': 'P',
  'print.rankingPoints': 'Puntos de ranking',
  'print.rank': 'Puesto',
  'print.withdrawnMark': '(retirado)',
  'print.orderOfPlay': 'Orden de juego',
  'print.round': 'Ronda',
  'print.match': 'Partido',
  'print.courtTime': 'Pista · hora',
  'print.result': 'Resultado',
  'print.whereNow': 'pista {court} · ahora',
  'print.whereAbout': 'pista {court} · hacia las {time}',
  'print.whereCourt': 'pista {court}',
  'print.cellVoid': 'anulado',
  'print.cellForfeit': '{won, select, yes {G} other {P}} no presentado',
  'print.cellSets': '{won, select, yes {G} other {P}} {sets}',
  'print.statusWord': '{status, select, forfeit {no presentado} other {anulado}}',
  'print.scheduleTitle': 'Horario del día por pista',
  'print.scheduleHint':
    'Una pista por página. Las horas de los partidos por jugar son estimaciones desde ahora ({now}, media por partido {avg} min); el motor de pistas puede mover un partido a la primera pista libre.',
  'print.time': 'Hora',
  'print.teams': 'Equipos',
  'print.nothingPlanned': 'Nada previsto en esta pista.',
  'print.courtN': 'Pista {court}',
  'print.paused': '{has, select, yes {en pausa: {reason}} other {en pausa}}',
  'print.notDrawn': 'Aún no hay sorteo: sortea los grupos o el cuadro primero.',
  'print.notOnCourt': 'Aún sin pista',
  'print.now': 'ahora',
  'print.playing': 'en juego',
  'print.about': 'hacia las {time}',
};
