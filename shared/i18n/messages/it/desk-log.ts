// The desk log's `detail` column: what each row did, by names.
import type { deskLog as english } from '../en/desk-log.js';
import type { PartOf } from '../catalogue.js';

export const deskLog: PartOf<typeof english> = {
  'desk.logCreate': 'torneo «{name}»',
  'desk.logTeam': 'squadra «{name}»',
  'desk.logTeamEdit': '«{team}» → «{name}»',
  'desk.logTeamSeed': '«{team}», testa di serie {seed}',
  'desk.logWithdraw': '«{team}» ({mode, select, void {partite annullate} other {a tavolino}})',
  'desk.logArrive': '«{team}» {arrived, select, yes {è arrivata} other {non ancora arrivata}}',
  'desk.logWithdrawAbsent':
    '{n, plural, one {# squadra assente} many {# squadre assenti} other {# squadre assenti}} ({mode, select, void {partite annullate} other {a tavolino}}): {teams}',
  'desk.logNewCode': 'nuovo codice per «{team}»',
  'desk.logImport': '{n, plural, one {# riga CSV} many {# righe CSV} other {# righe CSV}}',
  'desk.logPhase': 'fase: {phase, select, checkin {iscrizioni aperte} closed {iscrizioni chiuse} live {in corso} other {risultati finali}}',
  'desk.logBanner': 'avviso fisso «{text}»',
  'desk.logBroadcast': '«{text}»',
  'desk.logBannerCleared': 'avviso fisso tolto',
  'desk.logNotes': 'note modificate',
  'desk.logPools': 'gironi da {size}{work, select, yes {, con squadre che arbitrano} other {}}',
  'desk.logBracket':
    '{hasTier, select, yes {livello {tier}, } other {}}eliminazione {type, select, double {doppia} other {diretta}}, {ranked, select, yes {posizioni {from}-{to}} other {{perPool} per girone}}, {wildcards, plural, one {# ripescata} many {# ripescate} other {# ripescate}}{third, select, yes {, finale per il 3º posto} other {}}{consolation, select, yes {, consolazione} other {}}',
  'desk.logCleared': 'sorteggio cancellato',
  'desk.logScore': '{a} vs {b}: {sets}',
  'desk.logLive': '{a} vs {b}: {score}{hasSets, select, yes { dopo {sets}} other {}}',
  'desk.logKeeperFinal': '{a} vs {b}, finita: {sets}',
  'desk.logForfeit': '{a} vs {b}: «{team}» perde a tavolino',
  'desk.logSwap': '{a} vs {b} al campo {court}',
  'desk.logMatch': '{a} vs {b}',
  'desk.logCourt': 'campo {court} {op, select, pause {in pausa} other {di nuovo libero}}{hasReason, select, yes { ({reason})} other {}}',
  'desk.logTick': 'assegnazione dei campi',
  'desk.logRefusedDetail': '{detail}: {why}',
  'desk.logRefused': 'rifiutato: {why}',
};
