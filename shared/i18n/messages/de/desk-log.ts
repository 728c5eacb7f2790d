// The desk log's `detail` column: what each row did, by names.
import type { deskLog as english } from '../en/desk-log.js';
import type { PartOf } from '../catalogue.js';

export const deskLog: PartOf<typeof english> = {
  'desk.logCreate': 'Turnier „{name}“',
  'desk.logTeam': 'Team „{name}“',
  'desk.logTeamEdit': '„{team}“ → „{name}“',
  'desk.logTeamSeed': '„{team}“ auf Setzplatz {seed}',
  'desk.logWithdraw': '„{team}“ ({mode, select, void {Spiele annulliert} other {Spiele kampflos verloren}})',
  'desk.logArrive': '„{team}“ {arrived, select, yes {ist da} other {nicht da}}',
  'desk.logWithdrawAbsent':
    '{n, plural, one {# fehlendes Team} other {# fehlende Teams}} ({mode, select, void {Spiele annulliert} other {Spiele kampflos verloren}}): {teams}',
  'desk.logNewCode': 'neuer Code für „{team}“',
  'desk.logImport': '{n, plural, one {# CSV-Zeile} other {# CSV-Zeilen}}',
  'desk.logPhase': 'Phase: {phase, select, checkin {Anmeldung offen} closed {Anmeldung geschlossen} live {läuft} other {Endergebnisse}}',
  'desk.logBanner': 'Banner „{text}“',
  'desk.logBroadcast': '„{text}“',
  'desk.logBannerCleared': 'Banner entfernt',
  'desk.logNotes': 'Notizen geändert',
  'desk.logPools': 'Gruppen zu {size}{work, select, yes {, mit Schiedsgericht} other {}}',
  'desk.logBracket':
    '{hasTier, select, yes {Stufe {tier}, } other {}}{type, select, double {Doppel-K.‑o.} other {K.‑o.-System}}, {ranked, select, yes {Plätze {from}-{to}} other {{perPool} pro Gruppe}}, {wildcards} Lucky Loser{third, select, yes {, Spiel um Platz 3} other {}}{consolation, select, yes {, Trostrunde} other {}}',
  'desk.logCleared': 'Auslosung gelöscht',
  'desk.logScore': '{a} vs {b}: {sets}',
  'desk.logLive': '{a} vs {b}: {score}{hasSets, select, yes { nach {sets}} other {}}',
  'desk.logKeeperFinal': '{a} vs {b} beendet: {sets}',
  'desk.logForfeit': '{a} vs {b}: „{team}“ verliert kampflos',
  'desk.logSwap': '{a} vs {b} auf Feld {court}',
  'desk.logMatch': '{a} vs {b}',
  'desk.logCourt': 'Feld {court} {op, select, pause {pausiert} other {wieder frei}}{hasReason, select, yes { ({reason})} other {}}',
  'desk.logTick': 'Feldsteuerung',
  'desk.logRefusedDetail': '{detail}: {why}',
  'desk.logRefused': 'abgelehnt: {why}',
};
