// Generating play: pools, the bracket (draw-tier.ts), and clearing it all again before any score.
import { anyScore } from './match.js';
import { done, invalid, type Outcome } from './outcome.js';
import { buildPools } from './pools.js';
import { assignWorkTeams } from './work-teams.js';
import type { Tournament } from './types.js';

export { type BracketRequest, generateBracket } from './draw-tier.js';

export function hasPlay(t: Tournament): boolean {
  return t.pools.length > 0 || t.bracket !== null;
}

function registeredBySeed(t: Tournament) {
  return Object.values(t.teams)
    .filter((x) => x.status === 'registered')
    .sort((x, y) => x.seed - y.seed);
}

/** Pools by serpentine seeding, each a round robin; with `workTeams` every match also gets a work team of its pool. */
export function generatePools(t: Tournament, poolSize: number, workTeams = false): Outcome {
  if (!t.stages.includes('pool')) return invalid('This tournament has no pool stage.', undefined, { why: { key: 'refusal.noPoolStage' } });
  if (t.pools.length > 0)
    return invalid('Pools already exist; regenerate to start them over.', undefined, { why: { key: 'refusal.poolsExist' } });
  if (!Number.isInteger(poolSize) || poolSize < 2 || poolSize > 16) {
    return invalid(
      'Pool size must be a whole number from 2 to 16.',
      { poolSize: 'Enter 2 to 16.' },
      { why: { key: 'refusal.poolSize' }, fieldWhy: { poolSize: { key: 'refusal.enterRange', values: { from: 2, to: 16 } } } },
    );
  }
  const teams = registeredBySeed(t);
  if (teams.length < 2)
    return invalid('At least 2 registered teams are needed to make pools.', undefined, { why: { key: 'refusal.twoTeams' } });
  const { pools, matches } = buildPools(teams, poolSize);
  for (const pool of pools) for (const id of pool.teamIds) t.teams[id]!.poolId = pool.id;
  t.pools = pools;
  for (const m of matches) t.matches[m.id] = m;
  t.queue = matches.map((m) => m.id);
  if (workTeams) assignWorkTeams(t);
  return done(
    `${pools.length} pool${pools.length === 1 ? '' : 's'} generated with ${matches.length} matches${workTeams ? ', each with a work team from its pool' : ''}.`,
    [],
    { key: 'answer.poolsGenerated', values: { pools: pools.length, matches: matches.length, work: workTeams ? 'yes' : 'no' } },
  );
}

export function regenerate(t: Tournament): Outcome {
  if (!hasPlay(t)) return invalid('Nothing has been generated yet.', undefined, { why: { key: 'refusal.nothingDrawn' } });
  if (anyScore(t)) {
    return invalid('Play can no longer be regenerated: a score has been recorded.', undefined, { why: { key: 'refusal.scoreRecorded' } });
  }
  t.pools = [];
  t.matches = {};
  t.queue = [];
  t.bracket = null;
  delete t.tiers;
  t.champion = null;
  for (const team of Object.values(t.teams)) team.poolId = null;
  for (const c of t.courts) c.match = null;
  t.alerts = t.alerts.filter((a) => a.kind !== 'on_deck');
  return done('All generated play cleared.', [], { key: 'answer.cleared' });
}
