// The desk log's `detail` column: what each row did, by names.
import type { deskLog as english } from '../en/desk-log.js';
import type { PartOf } from '../catalogue.js';

export const deskLog: PartOf<typeof english> = {
  'desk.logCreate': 'turniej „{name}”',
  'desk.logTeam': 'drużyna „{name}”',
  'desk.logTeamEdit': '„{team}” → „{name}”',
  'desk.logTeamSeed': '„{team}”: rozstawienie {seed}',
  'desk.logWithdraw': '„{team}” ({mode, select, void {mecze anulowane} other {walkowery}})',
  'desk.logArrive': '„{team}” {arrived, select, yes {jest na miejscu} other {nieobecna}}',
  'desk.logWithdrawAbsent':
    '{n, plural, one {# nieobecna drużyna} few {# nieobecne drużyny} many {# nieobecnych drużyn} other {# nieobecnej drużyny}} ({mode, select, void {mecze anulowane} other {walkowery}}): {teams}',
  'desk.logNewCode': 'nowy kod dla „{team}”',
  'desk.logImport': '{n, plural, one {# wiersz CSV} few {# wiersze CSV} many {# wierszy CSV} other {# wiersza CSV}}',
  'desk.logPhase': 'faza: {phase, select, checkin {zapisy otwarte} closed {zapisy zamknięte} live {trwa} other {wyniki końcowe}}',
  'desk.logBanner': 'baner „{text}”',
  'desk.logBroadcast': '„{text}”',
  'desk.logBannerCleared': 'baner usunięty',
  'desk.logNotes': 'notatki zmienione',
  'desk.logPools': 'grupy po {size}{work, select, yes {, z drużynami sędziującymi} other {}}',
  'desk.logBracket':
    '{hasTier, select, yes {poziom {tier}, } other {}}drabinka {type, select, double {podwójnej eliminacji} other {pucharowa}}, {ranked, select, yes {miejsca {from}-{to}} other {{perPool} z grupy}}, {wildcards, plural, one {# dzika karta} few {# dzikie karty} many {# dzikich kart} other {# dzikiej karty}}{third, select, yes {, mecz o 3. miejsce} other {}}{consolation, select, yes {, pocieszenie} other {}}',
  'desk.logCleared': 'losowanie usunięte',
  'desk.logScore': '{a} vs {b}: {sets}',
  'desk.logLive': '{a} vs {b}: {score}{hasSets, select, yes { po {sets}} other {}}',
  'desk.logKeeperFinal': '{a} vs {b}, koniec: {sets}',
  'desk.logForfeit': '{a} vs {b}: walkower „{team}”',
  'desk.logSwap': '{a} vs {b} na boisko {court}',
  'desk.logMatch': '{a} vs {b}',
  'desk.logCourt': 'boisko {court} {op, select, pause {wstrzymane} other {wznowione}}{hasReason, select, yes { ({reason})} other {}}',
  'desk.logTick': 'przydział boisk',
  'desk.logRefusedDetail': '{detail}: {why}',
  'desk.logRefused': 'odrzucone: {why}',
};
