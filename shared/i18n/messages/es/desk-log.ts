// The desk log's `detail` column: what each row did, by names.
import type { deskLog as english } from '../en/desk-log.js';
import type { PartOf } from '../catalogue.js';

export const deskLog: PartOf<typeof english> = {
  'desk.logCreate': 'torneo «{name}»',
  'desk.logTeam': 'equipo «{name}»',
  'desk.logTeamEdit': '«{team}» → «{name}»',
  'desk.logTeamSeed': '«{team}», cabeza de serie {seed}',
  'desk.logWithdraw': '«{team}» ({mode, select, void {partidos anulados} other {no presentado}})',
  'desk.logArrive': '«{team}» {arrived, select, yes {ha llegado} other {no ha llegado}}',
  'desk.logWithdrawAbsent':
    '{n, plural, one {# equipo ausente} many {# equipos ausentes} other {# equipos ausentes}} ({mode, select, void {partidos anulados} other {no presentados}}): {teams}',
  'desk.logNewCode': 'código nuevo para «{team}»',
  'desk.logImport': '{n, plural, one {# fila de CSV} many {# filas de CSV} other {# filas de CSV}}',
  'desk.logPhase':
    'fase: {phase, select, checkin {inscripción abierta} closed {inscripción cerrada} live {en juego} other {resultados finales}}',
  'desk.logBanner': 'aviso fijo «{text}»',
  'desk.logBroadcast': '«{text}»',
  'desk.logBannerCleared': 'aviso fijo quitado',
  'desk.logNotes': 'notas editadas',
  'desk.logPools': 'grupos de {size}{work, select, yes {, con equipos que arbitran} other {}}',
  'desk.logBracket':
    '{hasTier, select, yes {categoría {tier}, } other {}}cuadro de eliminación {type, select, double {doble} other {directa}}, {ranked, select, yes {puestos {from}-{to}} other {{perPool} por grupo}}, {wildcards, plural, one {# repescado} many {# repescados} other {# repescados}}{third, select, yes {, tercer puesto} other {}}{consolation, select, yes {, consolación} other {}}',
  'desk.logCleared': 'sorteo borrado',
  'desk.logScore': '{a} vs {b}: {sets}',
  'desk.logLive': '{a} vs {b}: {score}{hasSets, select, yes { tras {sets}} other {}}',
  'desk.logKeeperFinal': '{a} vs {b}, final: {sets}',
  'desk.logForfeit': '{a} vs {b}: «{team}» no presentado',
  'desk.logSwap': '{a} vs {b} a la pista {court}',
  'desk.logMatch': '{a} vs {b}',
  'desk.logCourt': 'pista {court} {op, select, pause {en pausa} other {reanudada}}{hasReason, select, yes { ({reason})} other {}}',
  'desk.logTick': 'reparto de pistas',
  'desk.logRefusedDetail': '{detail}: {why}',
  'desk.logRefused': 'rechazado: {why}',
};
