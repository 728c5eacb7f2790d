// The desk log's `detail` column: what each row did, by names.
import type { deskLog as english } from '../en/desk-log.js';
import type { PartOf } from '../catalogue.js';

export const deskLog: PartOf<typeof english> = {
  'desk.logCreate': 'torneio “{name}”',
  'desk.logTeam': 'equipe “{name}”',
  'desk.logTeamEdit': '“{team}” → “{name}”',
  'desk.logTeamSeed': '“{team}”, cabeça de chave {seed}',
  'desk.logWithdraw': '“{team}” ({mode, select, void {jogos anulados} other {W.O.}})',
  'desk.logArrive': '“{team}” {arrived, select, yes {chegou} other {ainda não chegou}}',
  'desk.logWithdrawAbsent':
    '{n, plural, one {# equipe ausente} many {# equipes ausentes} other {# equipes ausentes}} ({mode, select, void {jogos anulados} other {W.O.}}): {teams}',
  'desk.logNewCode': 'novo código para “{team}”',
  'desk.logImport': '{n, plural, one {# linha de CSV} many {# linhas de CSV} other {# linhas de CSV}}',
  'desk.logPhase':
    'fase: {phase, select, checkin {inscrições abertas} closed {inscrições encerradas} live {ao vivo} other {resultados finais}}',
  'desk.logBanner': 'aviso fixo “{text}”',
  'desk.logBroadcast': '“{text}”',
  'desk.logBannerCleared': 'aviso fixo removido',
  'desk.logNotes': 'notas editadas',
  'desk.logPools': 'grupos de {size}{work, select, yes {, com equipes de arbitragem} other {}}',
  'desk.logBracket':
    '{hasTier, select, yes {divisão {tier}, } other {}}chave de eliminação {type, select, double {dupla} other {simples}}, {ranked, select, yes {posições {from}-{to}} other {{perPool} por grupo}}, {wildcards, plural, one {# repescado} many {# repescados} other {# repescados}}{third, select, yes {, disputa de 3º lugar} other {}}{consolation, select, yes {, repescagem} other {}}',
  'desk.logCleared': 'sorteio apagado',
  'desk.logScore': '{a} vs {b}: {sets}',
  'desk.logLive': '{a} vs {b}: {score}{hasSets, select, yes { depois de {sets}} other {}}',
  'desk.logKeeperFinal': '{a} vs {b}, final: {sets}',
  'desk.logForfeit': '{a} vs {b}: W.O. de “{team}”',
  'desk.logSwap': '{a} vs {b} para a quadra {court}',
  'desk.logMatch': '{a} vs {b}',
  'desk.logCourt': 'quadra {court} {op, select, pause {pausada} other {liberada}}{hasReason, select, yes { ({reason})} other {}}',
  'desk.logTick': 'distribuição das quadras',
  'desk.logRefusedDetail': '{detail}: {why}',
  'desk.logRefused': 'recusado: {why}',
};
