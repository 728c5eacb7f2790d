// The desk log's `detail` column: what each row did, by names.
import type { deskLog as english } from '../en/desk-log.js';
import type { PartOf } from '../catalogue.js';

export const deskLog: PartOf<typeof english> = {
  'desk.logCreate': 'toernooi ‘{name}’',
  'desk.logTeam': 'team ‘{name}’',
  'desk.logTeamEdit': '‘{team}’ → ‘{name}’',
  'desk.logTeamSeed': '‘{team}’ als {seed} geplaatst',
  'desk.logWithdraw': '‘{team}’ ({mode, select, void {wedstrijden vervallen} other {walk-over}})',
  'desk.logArrive': '‘{team}’ {arrived, select, yes {is er} other {niet aanwezig}}',
  'desk.logWithdrawAbsent':
    '{n, plural, one {# afwezig team} other {# afwezige teams}} ({mode, select, void {wedstrijden vervallen} other {walk-over}}): {teams}',
  'desk.logNewCode': 'nieuwe code voor ‘{team}’',
  'desk.logImport': '{n, plural, one {# CSV-regel} other {# CSV-regels}}',
  'desk.logPhase': 'fase: {phase, select, checkin {inschrijving open} closed {inschrijving gesloten} live {bezig} other {einduitslagen}}',
  'desk.logBanner': 'banner ‘{text}’',
  'desk.logBroadcast': '‘{text}’',
  'desk.logBannerCleared': 'banner weggehaald',
  'desk.logNotes': 'notities aangepast',
  'desk.logPools': 'poules van {size}{work, select, yes {, met scheidsrechtersteams} other {}}',
  'desk.logBracket':
    '{hasTier, select, yes {niveau {tier}, } other {}}{type, select, double {dubbele} other {enkele}} eliminatie, {ranked, select, yes {plaatsen {from}-{to}} other {{perPool} per poule}}, {wildcards, plural, one {# wildcard} other {# wildcards}}{third, select, yes {, troostfinale} other {}}{consolation, select, yes {, troostronde} other {}}',
  'desk.logCleared': 'indeling gewist',
  'desk.logScore': '{a} vs {b}: {sets}',
  'desk.logLive': '{a} vs {b}: {score}{hasSets, select, yes { na {sets}} other {}}',
  'desk.logKeeperFinal': '{a} vs {b}, afgelopen: {sets}',
  'desk.logForfeit': '{a} vs {b}: walk-over van ‘{team}’',
  'desk.logSwap': '{a} vs {b} naar veld {court}',
  'desk.logMatch': '{a} vs {b}',
  'desk.logCourt': 'veld {court} {op, select, pause {gepauzeerd} other {weer vrij}}{hasReason, select, yes { ({reason})} other {}}',
  'desk.logTick': 'veldverdeling',
  'desk.logRefusedDetail': '{detail}: {why}',
  'desk.logRefused': 'geweigerd: {why}',
};
