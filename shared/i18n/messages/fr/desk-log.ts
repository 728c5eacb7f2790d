// The desk log's `detail` column: what each row did, by names.
import type { deskLog as english } from '../en/desk-log.js';
import type { PartOf } from '../catalogue.js';

export const deskLog: PartOf<typeof english> = {
  'desk.logCreate': 'tournoi « {name} »',
  'desk.logTeam': 'équipe « {name} »',
  'desk.logTeamEdit': '« {team} » → « {name} »',
  'desk.logTeamSeed': '« {team} », tête de série {seed}',
  'desk.logWithdraw': '« {team} » ({mode, select, void {matchs annulés} other {forfait}})',
  'desk.logArrive': '« {team} » {arrived, select, yes {est arrivée} other {pas arrivée}}',
  'desk.logWithdrawAbsent':
    '{n, plural, one {# équipe absente} many {# équipes absentes} other {# équipes absentes}} ({mode, select, void {matchs annulés} other {forfait}}) : {teams}',
  'desk.logNewCode': 'nouveau code pour « {team} »',
  'desk.logImport': '{n, plural, one {# ligne CSV} many {# lignes CSV} other {# lignes CSV}}',
  'desk.logPhase':
    'phase : {phase, select, checkin {inscriptions ouvertes} closed {inscriptions closes} live {en cours} other {résultats finaux}}',
  'desk.logBanner': 'bandeau « {text} »',
  'desk.logBroadcast': '« {text} »',
  'desk.logBannerCleared': 'bandeau retiré',
  'desk.logNotes': 'notes modifiées',
  'desk.logPools': 'poules de {size}{work, select, yes {, avec équipes d’arbitrage} other {}}',
  'desk.logBracket':
    '{hasTier, select, yes {niveau {tier}, } other {}}élimination {type, select, double {double} other {directe}}, {ranked, select, yes {places {from}-{to}} other {{perPool} par poule}}, {wildcards, plural, one {# repêché} many {# repêchés} other {# repêchés}}{third, select, yes {, match pour la 3e place} other {}}{consolation, select, yes {, consolante} other {}}',
  'desk.logCleared': 'tirage effacé',
  'desk.logScore': '{a} vs {b} : {sets}',
  'desk.logLive': '{a} vs {b} : {score}{hasSets, select, yes { après {sets}} other {}}',
  'desk.logKeeperFinal': '{a} vs {b}, terminé : {sets}',
  'desk.logForfeit': '{a} vs {b} : forfait de « {team} »',
  'desk.logSwap': '{a} vs {b} vers le terrain {court}',
  'desk.logMatch': '{a} vs {b}',
  'desk.logCourt': 'terrain {court} {op, select, pause {en pause} other {repris}}{hasReason, select, yes { ({reason})} other {}}',
  'desk.logTick': 'attribution des terrains',
  'desk.logRefusedDetail': '{detail} : {why}',
  'desk.logRefused': 'refusé : {why}',
};
