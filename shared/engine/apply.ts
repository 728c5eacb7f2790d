// The one entry point for change: apply(state, intent, ctx) -> the new state and its events, or a reason.
import { settle } from './advance.js';
import { describeMatch, pushback, runCourts, setCourtStatus, swap } from './courts.js';
import { matchSaid } from './match-name.js';
import { changeSet } from './change-set.js';
import { cowState, endCow, ownAlerts, reshare, touchedMatches } from './copy-on-write.js';
import { generateBracket, generatePools, hasPlay, regenerate } from './generate.js';
import { done, fromError, invalid, type Outcome } from './outcome.js';
import type { Message, Said } from '../i18n/words.js';
import { forfeitMatch, keeperFinal, keeperLive, liveScore, scoreMatch } from './play.js';
import { arriveTeam, withdrawAbsent } from './checkin.js';
import { importTeams } from './import.js';
import { addTeam, editTeam, newTeamCode, removeTeam, seedTeam, withdrawTeam } from './roster.js';
import { cleanText, TEXT_FIELDS } from './text.js';
import { rememberPlans } from './plan.js';
import { PHASES, type Ctx, type Intent, type Result, type Tournament } from './types.js';
import { checkRev, stamp } from './versions.js';

const MAX_ALERTS = 20;

/**
 * Intents whose handlers change entities only through the copy-on-write helpers (copy-on-write.ts): they work on
 * a copy sharing everything with `state`, so their cost follows what they touch, not the event's size. The
 * others (roster, generation, import: rare, and many touch everything) work on a full copy, and what they left
 * equal gets its old identity back.
 */
const COPY_ON_WRITE = new Set<Intent['type']>([
  'keeperLive',
  'live',
  'keeperFinal',
  'score',
  'forfeit',
  'tick',
  'court',
  'swap',
  'pushback',
  'banner',
  'broadcast',
  'notes',
  'phase',
  'teamArrive',
]);

/** A live score changes nothing settling or court assignment reads (status, sides, winners, teams, courts). */
const SCORE_ONLY = new Set<Intent['type']>(['keeperLive', 'live']);

/**
 * Results and forfeits end by settling (advance.ts recordResult, recordForfeit) and nothing after that unsettles,
 * so settling again finds nothing to do: the incremental path skips that second walk over every match.
 */
const SETTLED_BY_HANDLER = new Set<Intent['type']>(['score', 'keeperFinal', 'forfeit']);

/**
 * Validates and applies one intent to a copy of the state. A rejection leaves `state` untouched;
 * an accepted intent is followed by the engine: byes and advancement settle, then courts fill, then
 * every match and court that changed takes a new `rev` (an intent carrying a stale one is refused first).
 * States are persistent (copy-on-write.ts): neither `state` nor the result is changed afterwards, and what the
 * intent did not change is the very object it was in `state`.
 */
export function apply(state: Tournament, intent: Intent, ctx: Ctx): Result {
  return run(state, intent, ctx, true);
}

/**
 * The same intent without any shortcut: a full copy, every match settled and every court reassigned, every
 * match compared for its version. It gives exactly what `apply` gives (a property test checks it); it is the
 * reference the incremental path is held to, not a path the server takes.
 */
export function applyFull(state: Tournament, intent: Intent, ctx: Ctx): Result {
  return run(state, intent, ctx, false);
}

function run(state: Tournament, intent: Intent, ctx: Ctx, incremental: boolean): Result {
  const stale = checkRev(state, intent, ctx);
  if (stale) return stale;
  const cow = incremental && COPY_ON_WRITE.has(intent.type);
  const scoreOnly = incremental && SCORE_ONLY.has(intent.type);
  const t = cow ? cowState(state) : structuredClone(state);
  // The new state's plan is kept with it; a live score leaves the plan as it was but for the clock.
  rememberPlans(t, scoreOnly ? state : undefined);
  try {
    const out = handle(t, intent, ctx);
    if (!out.ok) return out;
    const said = out.said ? { said: out.said } : {};
    if (out.changed === false) return { ok: true, state, events: [], msg: out.msg, ...said, changed: false };
    const events = [...(out.events ?? [])];
    // A state apply returned is settled, and a live score moves nothing settling reads.
    const settled = scoreOnly || (incremental && SETTLED_BY_HANDLER.has(intent.type));
    if (hasPlay(t) && !settled) events.push(...settle(t, ctx.now));
    events.push(...runCourts(t, ctx.now, { scoreOnly, orders: ctx.courtOrders }));
    stamp(state, t, intent, ctx);
    // After a full copy, what the intent left equal takes its old identity back (stamped first: a copy is ours).
    if (!cow && incremental) reshare(state, t);
    const same = () => (cow ? sameFields(t, state) : JSON.stringify(t) === JSON.stringify(state));
    if (intent.type === 'tick' && events.length === 0 && same()) {
      return { ok: true, state, events: [], msg: out.msg, ...said, changed: false };
    }
    // What changed, worked out once here and handed on to every writer after the engine.
    return {
      ok: true,
      state: t,
      events,
      msg: out.msg,
      ...said,
      changed: true,
      change: changeSet(state, t, cow ? touchedMatches(t) : null),
    };
  } finally {
    endCow(t);
  }
}

/** Every top-level field the very same value or object: with persistent states, nothing changed. */
function sameFields(a: Tournament, b: Tournament): boolean {
  const keys = Object.keys(a) as (keyof Tournament)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function handle(t: Tournament, i: Intent, ctx: Ctx): Outcome {
  switch (i.type) {
    case 'register':
      return addTeam(t, i, ctx, true);
    case 'teamAdd':
      return addTeam(t, i, ctx, false);
    case 'teamEdit':
      return editTeam(t, i.id, i);
    case 'teamSeed':
      return seedTeam(t, i.id, i.seed);
    case 'teamRemove':
      return removeTeam(t, i.id);
    case 'withdraw':
      return withdrawTeam(t, i.id, i.mode);
    case 'teamArrive':
      return arriveTeam(t, i.id, i.arrived);
    case 'withdrawAbsent':
      return withdrawAbsent(t, i.mode);
    case 'teamNewCode':
      return newTeamCode(t, i.id, ctx);
    case 'teamImport':
      return importTeams(t, i.rows, ctx);
    case 'phase':
      return setPhase(t, i.phase);
    case 'banner':
      return setBanner(t, i.banner);
    case 'broadcast':
      return broadcast(t, i.text, ctx.now);
    case 'notes':
      return setNotes(t, i.notes);
    case 'generatePools':
      return generatePools(t, i.poolSize, i.workTeams === true);
    case 'generateBracket':
      return generateBracket(t, {
        perPool: i.perPool,
        wildcards: i.wildcards,
        type: i.bracketType,
        thirdPlace: i.thirdPlace,
        tier: i.tier,
        fromRank: i.fromRank,
        toRank: i.toRank,
        consolation: i.consolation,
      });
    case 'regenerate':
      return regenerate(t);
    case 'score':
      return scoreMatch(t, i.match, i.sets, ctx.now);
    case 'live':
      return liveScore(t, i.match, i.a, i.b, i.sets);
    case 'keeperLive':
      return keeperLive(t, i.court, i.match, i.a, i.b, i.sets);
    case 'keeperFinal':
      return keeperFinal(t, i.court, i.match, i.sets, ctx.now);
    case 'forfeit':
      return forfeitMatch(t, i.match, i.team, ctx.now);
    case 'swap':
      return said(fromError(swap(t, i.match, i.court), `${named(t, i.match)} moved to court ${i.court}.`), {
        key: 'answer.moved',
        values: { match: namedSaid(t, i.match), court: i.court },
      });
    case 'pushback':
      return said(fromError(pushback(t, i.match), `${named(t, i.match)} pushed back two places.`), {
        key: 'answer.pushedBack',
        values: { match: namedSaid(t, i.match) },
      });
    case 'court':
      return said(fromError(setCourtStatus(t, i.court, i.op, i.reason), `Court ${i.court} ${i.op === 'pause' ? 'paused' : 'resumed'}.`), {
        key: 'answer.court',
        values: { court: i.court, op: i.op === 'pause' ? 'pause' : 'resume' },
      });
    case 'tick':
      return done('Courts refreshed.');
    default:
      return invalid(`Unknown action ${(i as { type?: unknown }).type}.`, undefined, {
        why: { key: 'refusal.unknownAction', values: { type: String((i as { type?: unknown }).type) } },
      });
  }
}

/** A validator's answer with its message beside its sentence, when it was accepted. */
function said(out: Outcome, message: Message): Outcome {
  return out.ok ? { ...out, said: message } : out;
}

/** A free text refused by cleanText, as the refusal and as its field's problem, named by `field` in the message. */
function textRefused(check: { error: string; why: Message }, key: string, field: string): Outcome {
  const why: Message = { key: check.why.key, values: { ...check.why.values, field } };
  return invalid(check.error, { [key]: check.error }, { why, fieldWhy: { [key]: why } });
}

/** A match as people say it in a message (its teams), never its id. */
function named(t: Tournament, id: string): string {
  const m = t.matches[id];
  return m ? describeMatch(t, m) : 'The match';
}

/** `named` as a message value, said in the reader's language (docs/translating.md, Refusals). */
function namedSaid(t: Tournament, id: string): Said | string {
  const m = t.matches[id];
  return m ? matchSaid(t, m) : { key: 'refusal.matchId', values: { id } };
}

function setPhase(t: Tournament, phase: string): Outcome {
  const next = PHASES.find((p) => p === phase);
  if (!next) {
    return invalid(`Phase must be one of ${PHASES.join(', ')}.`, { phase: 'Choose a phase.' }, { why: { key: 'refusal.phaseUnknown' } });
  }
  if (next === 'live' && !hasPlay(t))
    return invalid('Generate pools or a bracket before going live.', undefined, { why: { key: 'refusal.liveNoDraw' } });
  if (t.phase === next) {
    return {
      ok: true,
      msg: `The tournament is already ${next}.`,
      said: { key: 'answer.phaseAlready', values: { phase: next } },
      changed: false,
    };
  }
  t.phase = next;
  return done(`Phase is now ${next}.`, [], { key: 'answer.phaseNow', values: { phase: next } });
}

function setBanner(t: Tournament, banner: string): Outcome {
  const check = cleanText(String(banner ?? ''), TEXT_FIELDS.banner);
  if (!check.ok) return textRefused(check, 'banner', 'banner');
  t.banner = check.value === '' ? null : check.value;
  return done(t.banner === null ? 'Banner cleared.' : 'Banner set.', [], {
    key: t.banner === null ? 'answer.bannerCleared' : 'answer.bannerSet',
  });
}

function broadcast(t: Tournament, text: string, now: number): Outcome {
  const check = cleanText(String(text ?? ''), TEXT_FIELDS.broadcast);
  if (!check.ok) return textRefused(check, 'text', 'broadcast');
  if (check.value === '')
    return invalid(
      'Write the message to broadcast.',
      { text: 'Required.' },
      {
        why: { key: 'refusal.broadcastEmpty' },
        fieldWhy: { text: { key: 'refusal.required' } },
      },
    );
  const alerts = ownAlerts(t);
  alerts.unshift({ kind: 'broadcast', text: check.value, at: now, teams: [], match: null });
  alerts.length = Math.min(alerts.length, MAX_ALERTS);
  return done('Broadcast sent to all team pages.', [], { key: 'answer.broadcastSent' });
}

function setNotes(t: Tournament, notes: string): Outcome {
  const check = cleanText(String(notes ?? ''), TEXT_FIELDS.notes);
  if (!check.ok) return textRefused(check, 'notes', 'notes');
  t.notes = check.value;
  return done('Notes saved.', [], { key: 'answer.notesSaved' });
}
