// The desk's CSV exports (docs/api.md, CSV): standings, every match's result with court and times, and the roster with its private fields.
import { STATUS_LABEL, matchName, setsText, tiebreakText, timeText } from '../../shared/view/format.js';
import type { Match, PublicMatch, PublicState, Tournament } from '../../shared/engine/types.js';
import { csvText, type CsvValue } from './csv.js';

/** Times as the desk shows them: the server's local clock, `2026-06-14 14:02:00`; empty when it never happened. */
const when = (at: number | null | undefined): string => (at === null || at === undefined ? '' : timeText(at));

export function standingsCsv(pub: PublicState): string {
  const rows: CsvValue[][] = [];
  for (const pool of pub.pools) {
    pool.standings.forEach((s, i) => {
      rows.push([
        pool.id,
        i + 1,
        s.name,
        s.w,
        s.l,
        s.setsW,
        s.setsL,
        s.pf,
        s.pa,
        s.pointDiff,
        tiebreakText(s.decidedBy),
        s.status === 'withdrawn' ? 'Withdrawn' : '',
      ]);
    });
  }
  return csvText(
    [
      'Pool',
      'Rank',
      'Team',
      'Won',
      'Lost',
      'Sets won',
      'Sets lost',
      'Points for',
      'Points against',
      'Point difference',
      'Decided by',
      'Status',
    ],
    rows,
  );
}

/** Every match in play order (pools by round, then the bracket), with one column per possible set. */
export function resultsCsv(t: Tournament, pub: PublicState): string {
  const matches: PublicMatch[] = [...pub.pools.flatMap((p) => p.matches), ...pub.bracket];
  const most = Math.max(t.rules.bestOf, ...matches.map((m) => m.sets.length), 1);
  const setCols = Array.from({ length: most }, (_, i) => `Set ${i + 1}`);
  const rows = matches.map((m): CsvValue[] => {
    const own: Match | undefined = t.matches[m.id];
    const work = own?.workTeam ?? null;
    const sets = Array.from({ length: most }, (_, i) => (m.sets[i] ? `${m.sets[i]![0]}-${m.sets[i]![1]}` : ''));
    return [
      matchName(pub, m),
      m.court,
      m.a?.name ?? '',
      m.b?.name ?? '',
      STATUS_LABEL[m.status],
      m.winner?.name ?? '',
      m.status === 'forfeit' && own?.forfeitBy ? `forfeit by ${t.teams[own.forfeitBy]?.name ?? ''}` : setsText(m.sets),
      ...sets,
      work ? (t.teams[work]?.name ?? '') : '',
      when(own?.startedAt),
      when(own?.endedAt),
    ];
  });
  return csvText(['Match', 'Court', 'Team A', 'Team B', 'Status', 'Winner', 'Result', ...setCols, 'Work team', 'Started', 'Ended'], rows);
}

/** Organizers only: private fields included; player names joined by `; ` so the file imports back as it is. */
export function rosterCsv(t: Tournament): string {
  const teams = Object.values(t.teams).sort((x, y) => (x.status === y.status ? x.seed - y.seed : x.status === 'registered' ? -1 : 1));
  const rows = teams.map((x): CsvValue[] => [
    x.seed,
    x.name,
    x.captain,
    x.phone,
    x.players,
    x.playerNames.join('; '),
    x.status === 'withdrawn' ? 'Withdrawn' : 'Registered',
    x.arrived === true ? 'yes' : 'no',
    x.poolId ?? '',
    x.code,
  ]);
  return csvText(['Seed', 'Team', 'Captain', 'Phone', 'Players', 'Player names', 'Status', 'Checked in', 'Pool', 'Code'], rows);
}
