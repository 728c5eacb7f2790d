// Versions (docs/api.md, Versions: no silent overwrite): the `rev` and last change of every match and court, and the refusal of a stale `rev`.
import { describeMatch } from './courts.js';
import { ownMatch, touchedMatches } from './copy-on-write.js';
import { isDecided } from './match.js';
import { describeSets } from './play.js';
import type { Change, Court, Ctx, Intent, Match, Rejected, Team, Tournament } from './types.js';
import { sameJson } from './json-equal.js';

type Actor = NonNullable<Ctx['actor']>;

/**
 * The fields of a match the public document shows (shared/public/project.ts `publicMatch`, read here from the
 * engine's own data so the engine does not depend on the projection), rev aside: shown as they are, shown as ''
 * when null, shown as the team they name ({id, name}, or null), and the set scores and live score.
 * test/shared/engine/versions.test.ts checks that these are exactly the fields `publicMatch` makes.
 */
const AS_IS = ['id', 'stage', 'round', 'slot', 'label', 'status', 'court', 'conditional'] as const;
const OR_BLANK = ['feeds', 'feedsSide', 'loserFeeds', 'loserFeedsSide', 'poolId', 'tier'] as const;
const AS_TEAM = ['a', 'b', 'winner', 'workTeam'] as const;
export const PUBLIC_MATCH_FIELDS: readonly string[] = [...AS_IS, ...OR_BLANK, ...AS_TEAM, 'sets', 'live'];

/** The team a match field names as the public sees it: the same id and name, or missing on both sides. */
function sameTeam(x: Team | undefined, y: Team | undefined): boolean {
  return x === y || (x !== undefined && y !== undefined && x.id === y.id && x.name === y.name);
}

const teamOf = (t: Tournament, id: string | null | undefined): Team | undefined => (id == null ? undefined : t.teams[id]);

/**
 * True when the public sees match `m` of `after` (at queue place `isAt`) as it saw `old` of `before` (at `wasAt`):
 * a match's rev grows exactly when this is false. What the public sees is every public field (rev aside), the
 * time it went live (its court shows it) and its place in the queue.
 */
function sameFace(
  before: Tournament,
  old: Match,
  wasAt: number | undefined,
  after: Tournament,
  m: Match,
  isAt: number | undefined,
): boolean {
  if (wasAt !== isAt || old.startedAt !== m.startedAt) return false;
  for (const f of AS_IS) if (old[f] !== m[f]) return false;
  for (const f of OR_BLANK) if ((old[f] ?? '') !== (m[f] ?? '')) return false;
  for (const f of AS_TEAM) if (!sameTeam(teamOf(before, old[f]), teamOf(after, m[f]))) return false;
  if (old.sets.length !== m.sets.length || old.sets.some(([x, y], i) => x !== m.sets[i]![0] || y !== m.sets[i]![1])) return false;
  const [p, q] = [old.live, m.live];
  return p && q ? p[0] === q[0] && p[1] === q[1] : !p && !q;
}

/** A court's own fields; its live match carries its own rev. */
const courtFace = (c: Court): string => JSON.stringify([c.status, c.match, c.reason]);

function places(t: Tournament): Map<string, number> {
  return new Map(t.queue.map((id, i) => [id, i]));
}

/** True when a team's public name differs (or a team came or went): matches naming it look different. */
function anyRenamed(before: Tournament, after: Tournament): boolean {
  for (const id of new Set([...Object.keys(before.teams), ...Object.keys(after.teams)])) {
    if (before.teams[id]?.name !== after.teams[id]?.name) return true;
  }
  return false;
}

/**
 * Gives every match and court whose public face differs between `before` and `after` the next rev and a
 * record of this change. Mutates `after` (apply's working copy) after the engine's follow-up steps, so
 * changes made by settling and court assignment are counted with the action that caused them.
 */
export function stamp(before: Tournament, after: Tournament, intent: Intent, ctx: Ctx): void {
  let next = before.lastRev ?? 0;
  // Persistent states (shared/cow.ts): an unchanged queue, team list or match is the very same object, so
  // a live point looks at one match, not hundreds.
  const moved = before.queue !== after.queue;
  const wasAt = moved ? places(before) : null;
  const isAt = moved ? places(after) : null;
  const renamed = before.teams !== after.teams && anyRenamed(before, after);
  // A copy-on-write intent names what it touched; only a moved queue or a rename can change the others' faces.
  const touched = moved || renamed ? null : touchedMatches(after);
  // Revs are handed out in the record's order, whichever way the intent got to its matches.
  const all = touched?.size === 0 || (before.matches === after.matches && !moved && !renamed) ? [] : Object.keys(after.matches);
  const matches = touched ? all.filter((id) => touched.has(id)) : all;
  for (const id of matches) {
    const m = after.matches[id]!;
    const old = before.matches[id];
    const was = wasAt?.get(id);
    const place = isAt?.get(id);
    if (old === m && !renamed && was === place) continue;
    // The face is a function of the match, the teams' names and its place: when none of them moved, neither
    // did the face; most actions touch a few matches of hundreds. Any rename compares every match, whichever
    // of its fields (sides, winner, work team) names a team.
    const untouched = old !== undefined && !renamed && was === place && sameJson(old, m);
    if (old && (untouched || sameFace(before, old, was, after, m, place))) {
      // An engine step may rebuild an unchanged match (regeneration): it keeps its version.
      if (m !== old) keep(m, old);
      continue;
    }
    // A match whose place or team names moved may still be the old object: it gets its own copy.
    const mine = ownMatch(after, m);
    mine.rev = ++next;
    mine.changedBy = change(before, intent, ctx, isSubjectMatch(intent, id) ? null : matchEffect(after, old, mine, was, place));
  }
  for (const c of before.courts === after.courts ? [] : after.courts) {
    const old = before.courts.find((x) => x.court === c.court);
    if (old === c) continue;
    if (old && courtFace(old) === courtFace(c)) {
      keep(c, old);
      continue;
    }
    c.rev = ++next;
    c.changedBy =
      intent.type === 'court' && intent.court === c.court
        ? {
            ...change(before, intent, ctx, null),
            what: `Court ${c.court} was ${intent.op === 'pause' ? 'paused' : 'resumed'} by ${whoLower(ctx.actor)}`,
          }
        : change(before, intent, ctx, courtEffect(after, old, c));
  }
  // Left alone when nothing changed, so a tick that changes nothing leaves the state byte for byte the same.
  if (next !== (before.lastRev ?? 0)) after.lastRev = next;
}

function keep(now: Match | Court, old: Match | Court): void {
  if (old.rev !== undefined) now.rev = old.rev;
  if (old.changedBy !== undefined) now.changedBy = old.changedBy;
}

/**
 * Refuses an organizer action whose `rev` is not the current one of its match (for `court`: its court).
 * Without `rev`, or for an id that does not exist (the action's own check names it), nothing is checked.
 */
export function checkRev(t: Tournament, intent: Intent, ctx: Ctx): Rejected | null {
  if (!('rev' in intent) || intent.rev === undefined) return null;
  const target =
    intent.type === 'court' ? t.courts.find((c) => c.court === intent.court) : 'match' in intent ? t.matches[intent.match] : undefined;
  if (!target) return null;
  const rev = target.rev ?? 0;
  if (rev === intent.rev) return null;
  const what = intent.type === 'court' ? `Court ${intent.court}` : 'This match';
  return {
    ok: false,
    kind: 'conflict',
    rev,
    error: target.changedBy ? sentence(target.changedBy, ctx) : `${what} changed since you saw it; reload to see it as it is now.`,
    why: { key: 'refusal.changed', values: { court: intent.type === 'court' ? String(intent.court) : 'none' } },
  };
}

/** `Court 2's keeper recorded 21-15, 21-18 at 14:02.`, with what it did here when it was about something else. */
export function sentence(c: Change, ctx: Pick<Ctx, 'clock'>): string {
  const at = (ctx.clock ?? utcClock)(c.at);
  return `${c.what} at ${at}${c.then ? `, and ${c.then}` : ''}.`;
}

/** The engine has no time zone of its own: without a clock from the server, times are UTC. */
export function utcClock(at: number): string {
  const d = new Date(at);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

// ---- the words ----

/** Who did a change, as a sentence starts (`Ana`, `An organizer`, `Court 2's keeper`); the event desk's versions word theirs with it. */
export function who(actor: Actor | undefined): string {
  if (!actor) return 'Someone';
  if (actor.role === 'keeper') {
    const court = /^keeper:(\d+)$/.exec(actor.name)?.[1];
    return court ? `Court ${court}'s keeper` : 'A score keeper';
  }
  if (actor.role === 'engine') return 'The court engine';
  if (actor.role === 'public') return 'A registration';
  // A blank desk name signs in as `organizer` (routes-login.ts).
  return actor.name.trim() === '' || actor.name === 'organizer' ? 'An organizer' : actor.name;
}

/** `who` in the middle of a sentence: generic subjects lose their capital, names keep theirs. */
function whoLower(actor: Actor | undefined): string {
  const w = who(actor);
  return actor && actor.role === 'organizer' && w === actor.name ? w : w[0]!.toLowerCase() + w.slice(1);
}

function isSubjectMatch(intent: Intent, id: string): boolean {
  return 'match' in intent && intent.match === id;
}

const teamName = (t: Tournament, id: string) => t.teams[id]?.name ?? id;

function change(t: Tournament, intent: Intent, ctx: Ctx, then: string | null): Change {
  const actor = ctx.actor;
  const what = `${who(actor)} ${then === null ? ownVerb(t, intent) : causeVerb(t, intent)}`;
  return { by: actor?.name ?? null, role: actor?.role ?? null, at: ctx.now, what, then };
}

/** What the action did, said of the match it names (the one an author refused by it is looking at). */
function ownVerb(t: Tournament, i: Intent): string {
  switch (i.type) {
    case 'score':
    case 'keeperFinal':
      return `recorded ${describeSets(i.sets)}`;
    case 'live':
    case 'keeperLive':
      return `set the score to ${i.a}-${i.b}`;
    case 'forfeit':
      return `recorded a forfeit by ${teamName(t, i.team)}`;
    case 'swap':
      return `moved this match to court ${i.court}`;
    case 'pushback':
      return 'pushed this match back';
    default:
      return causeVerb(t, i);
  }
}

/** What the action did, said from anywhere else. */
function causeVerb(t: Tournament, i: Intent): string {
  const match = (id: string) => {
    const m = t.matches[id];
    return m ? describeMatch(t, m) : `match ${id}`;
  };
  switch (i.type) {
    case 'score':
    case 'keeperFinal':
      return `recorded ${describeSets(i.sets)} for ${match(i.match)}`;
    case 'live':
    case 'keeperLive':
      return `set the score of ${match(i.match)} to ${i.a}-${i.b}`;
    case 'forfeit':
      return `recorded a forfeit by ${teamName(t, i.team)} in ${match(i.match)}`;
    case 'swap':
      return `moved ${match(i.match)} to court ${i.court}`;
    case 'pushback':
      return `pushed ${match(i.match)} back`;
    case 'court':
      return `${i.op === 'pause' ? 'paused' : 'resumed'} court ${i.court}`;
    case 'phase':
      return `set the phase to ${i.phase}`;
    case 'generatePools':
      return 'generated the pools';
    case 'generateBracket':
      return 'generated the bracket';
    case 'regenerate':
      return 'cleared the pools and bracket';
    case 'register':
    case 'teamAdd':
      return `added ${i.name}`;
    case 'teamEdit':
      return `edited ${teamName(t, i.id)}`;
    case 'teamSeed':
      return `changed the seed of ${teamName(t, i.id)}`;
    case 'teamRemove':
      return `removed ${teamName(t, i.id)}`;
    case 'withdraw':
      return `withdrew ${teamName(t, i.id)}`;
    case 'tick':
      return 'moved the courts on';
    default:
      return 'made a change';
  }
}

/** What a change made elsewhere did to this match, the most telling difference first. */
function matchEffect(_t: Tournament, old: Match | undefined, m: Match, wasAt: number | undefined, isAt: number | undefined): string {
  if (!old) return 'this match was created';
  if (old.status !== m.status) {
    if (m.status === 'live') return `this match went on court ${m.court}`;
    if (m.status === 'on_deck') return `this match went on deck for court ${m.court}`;
    if (old.status === 'on_deck' && m.status === 'pending') return 'this match came off deck';
    if (m.status === 'void') return 'this match was voided';
    if (isDecided(m)) return 'this match was decided';
    if (isDecided(old)) return "this match's result was taken back";
  }
  if (old.court !== m.court) return m.court === null ? 'this match left its court' : `this match moved to court ${m.court}`;
  if (old.a !== m.a || old.b !== m.b) return "this match's teams changed";
  if (old.winner !== m.winner || JSON.stringify(old.sets) !== JSON.stringify(m.sets)) return "this match's result changed";
  if (JSON.stringify(old.live) !== JSON.stringify(m.live)) return "this match's score changed";
  if (wasAt !== isAt && wasAt !== undefined && isAt !== undefined) {
    return `this match moved ${isAt < wasAt ? 'up' : 'down'} in the queue`;
  }
  return 'this match changed';
}

function courtEffect(t: Tournament, old: Court | undefined, c: Court): string {
  if (!old || old.status !== c.status) return `court ${c.court} is now ${c.status}`;
  if (old.match !== c.match) {
    const m = c.match === null ? undefined : t.matches[c.match];
    return m ? `court ${c.court} took ${describeMatch(t, m)}` : `court ${c.court} was freed`;
  }
  return `court ${c.court} changed`;
}
