// A new tournament from validated creation parameters.
import type { CleanCreateParams } from './fields.js';
import type { Court, Tournament } from './types.js';

export function newTournament(p: CleanCreateParams, slug: string, now: number): Tournament {
  const courts: Court[] = [];
  for (let n = 1; n <= p.courtCount; n++) courts.push({ court: n, status: 'open', match: null, reason: null });
  return {
    slug,
    name: p.name,
    date: p.date,
    notes: p.notes,
    ...(p.language && p.language !== 'en' ? { language: p.language } : {}),
    phase: 'checkin',
    banner: null,
    rules: { ...p.rules, tiebreaks: [...p.rules.tiebreaks] },
    stages: [...p.stages],
    courtCount: p.courtCount,
    createdAt: now,
    teams: {},
    pools: [],
    matches: {},
    queue: [],
    courts,
    alerts: [],
    bracket: null,
    champion: null,
    playedCount: 0,
    playedMs: 0,
    nextTeam: 1,
  };
}
