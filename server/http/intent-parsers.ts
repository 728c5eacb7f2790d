// Request bodies (form or JSON) to Intents: one parser per route, shared by every door that carries that action.
import { parseScoreText, toInt } from '../../shared/engine/rules.js';
import { TIER_NAME_MAX } from '../../shared/engine/tiers.js';
import { PHASES, type Intent, type Phase, type SetScore } from '../../shared/engine/types.js';
import type { Message } from '../../shared/i18n/words.js';

export type Body = Record<string, unknown>;
/** `why`/`fieldWhy`: the refusal as a message (docs/translating.md, Refusals). */
export type Parsed =
  | { ok: true; intent: Intent }
  | { ok: false; error: string; why?: Message; fields?: Record<string, string>; fieldWhy?: Record<string, Message> };

/** Thrown by the field readers below and turned into a Parsed error by `parser`; never escapes this module. */
class FieldError extends Error {
  /** `why`: the same as a message; `field`: the form field it is about, when the page can show the error next to it. */
  constructor(
    message: string,
    readonly why: Message,
    readonly field?: string,
  ) {
    super(message);
  }
}

const required = (key: string) => new FieldError(`${key} is required.`, { key: 'refusal.fieldRequired', values: { key } });

function text(b: Body, key: string, fallback?: string): string {
  const v = b[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if ((v === undefined || v === null) && fallback !== undefined) return fallback;
  if (v === undefined || v === null) throw required(key);
  throw new FieldError(`${key} must be text.`, { key: 'refusal.fieldText', values: { key } });
}

/** Ids are short (`t12`, `A3`, `W2-1`); the cap keeps a huge one out of answers and event rows that echo it. */
export const ID_MAX = 64;

function id(b: Body, key: string): string {
  const v = text(b, key).trim();
  if (v === '') throw required(key);
  if (v.length > ID_MAX)
    throw new FieldError(`${key} can be at most ${ID_MAX} characters.`, { key: 'refusal.fieldLong', values: { key, max: ID_MAX } });
  return v;
}

function int(b: Body, key: string, fallback?: number): number {
  const v = b[key];
  if ((v === undefined || v === null || v === '') && fallback !== undefined) return fallback;
  if (v === undefined || v === null || v === '') throw required(key);
  const n = toInt(v);
  if (n === null) throw new FieldError(`${key} must be a whole number.`, { key: 'refusal.fieldWhole', values: { key } });
  return n;
}

function flag(b: Body, key: string): boolean {
  const v = b[key];
  return v === true || v === 1 || (typeof v === 'string' && ['on', '1', 'true', 'yes'].includes(v.trim().toLowerCase()));
}

/** A required yes/no (`1`/`0`, `true`/`false`): unlike `flag`, absent or anything else is refused, so a typo never unchecks a team. */
function yesNo(b: Body, key: string): boolean {
  const v = b[key];
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === true || s === 1 || s === '1' || s === 'true') return true;
  if (s === false || s === 0 || s === '0' || s === 'false') return false;
  throw new FieldError(`${key} must be 1 (yes) or 0 (no).`, { key: 'refusal.fieldYesNo', values: { key } });
}

function oneOf<T extends string>(b: Body, key: string, values: readonly T[]): T {
  const v = text(b, key, '').trim();
  if (!(values as readonly string[]).includes(v))
    throw new FieldError(`${key} must be one of ${values.join(', ')}.`, {
      key: 'refusal.fieldOneOf',
      values: { key, values: values.join(', ') },
    });
  return v as T;
}

/** Sets as a JSON array of integer pairs, or (from a form) the score text `21-15, 18-21`. */
function sets(b: Body, key: string, fallback?: SetScore[]): SetScore[] {
  const v = b[key];
  if ((v === undefined || v === null) && fallback !== undefined) return fallback;
  if (typeof v === 'string') {
    const parsed = parseScoreText(v);
    if (!parsed.ok) throw new FieldError(parsed.error, parsed.why ?? { key: 'refusal.scoreEmpty' });
    return parsed.value;
  }
  if (!Array.isArray(v))
    throw new FieldError(`${key} must be a list of sets such as [[21,15],[18,21]].`, { key: 'refusal.fieldSets', values: { key } });
  return v.map((s, i) => {
    if (!Array.isArray(s) || s.length !== 2 || !s.every((x) => typeof x === 'number' && Number.isSafeInteger(x))) {
      throw new FieldError(`${key}: set ${i + 1} must be a pair of whole numbers.`, {
        key: 'refusal.fieldSetPair',
        values: { key, set: i + 1 },
      });
    }
    return [s[0], s[1]] as SetScore;
  });
}

/**
 * The optional `rev` (docs/api.md, Versions): the version of the match (for `court`: of the court) its author saw.
 * Absent or blank (a form's empty hidden field) means no check; passed on only when given.
 */
function rev(b: Body): { rev?: number } {
  const v = b.rev;
  if (v === undefined || v === null || v === '') return {};
  const n = toInt(v);
  if (n === null || n < 0)
    throw new FieldError('rev must be a whole number of 0 or more: the version of what you changed, as you saw it.', {
      key: 'refusal.fieldRev',
    });
  return { rev: n };
}

/**
 * docs/api.md, Tiers and consolation: `tier` (1-20 characters; blank: the main bracket), `fromRank`/`toRank` and
 * `consolation`, each passed on only when given; the engine checks the ranks against the pools.
 */
function tierFields(b: Body) {
  const out: { tier?: string; fromRank?: number; toRank?: number; consolation?: boolean } = {};
  if (b.tier !== undefined && b.tier !== null) {
    const v = text(b, 'tier');
    if (v.length > TIER_NAME_MAX * 4)
      throw new FieldError(
        `tier can be at most ${TIER_NAME_MAX} characters.`,
        { key: 'refusal.fieldLong', values: { key: 'tier', max: TIER_NAME_MAX } },
        'tier',
      );
    out.tier = v;
  }
  for (const key of ['fromRank', 'toRank'] as const) {
    const v = b[key];
    if (v === undefined || v === null || v === '') continue;
    const n = toInt(v);
    if (n === null || n < 1 || n > 64)
      throw new FieldError(
        `${key} must be a whole number from 1 to 64.`,
        { key: 'refusal.fieldRange', values: { key, min: 1, max: 64 } },
        key,
      );
    out[key] = n;
  }
  const c = b.consolation;
  const off =
    c === undefined || c === null || c === false || c === 0 || ['', '0', 'false', 'off', 'no'].includes(String(c).trim().toLowerCase());
  if (flag(b, 'consolation')) out.consolation = true;
  else if (!off)
    throw new FieldError(
      'consolation must be 1 (yes) or 0 (no).',
      { key: 'refusal.fieldYesNo', values: { key: 'consolation' } },
      'consolation',
    );
  return out;
}

/** Optional team fields are passed on only when present, so the engine can tell "not given" from "empty". */
function teamFields(b: Body) {
  return {
    name: text(b, 'name', ''),
    captain: text(b, 'captain', ''),
    players: b.players === undefined || b.players === null ? '' : typeof b.players === 'number' ? b.players : text(b, 'players'),
    ...(b.phone !== undefined && b.phone !== null ? { phone: text(b, 'phone') } : {}),
    ...(b.playerNames !== undefined && b.playerNames !== null ? { playerNames: text(b, 'playerNames') } : {}),
  };
}

function parser(read: (b: Body) => Intent): (b: Body) => Parsed {
  return (b) => {
    try {
      return { ok: true, intent: read(b) };
    } catch (err) {
      if (err instanceof FieldError)
        return err.field
          ? { ok: false, error: err.message, why: err.why, fields: { [err.field]: err.message }, fieldWhy: { [err.field]: err.why } }
          : { ok: false, error: err.message, why: err.why };
      throw err;
    }
  };
}

/** Organizer actions by route name (`POST /admin/t/<slug>/<name>`). */
export const organizerParsers: Record<string, (b: Body) => Parsed> = {
  phase: parser((b) => ({ type: 'phase', phase: oneOf<Phase>(b, 'phase', PHASES) })),
  banner: parser((b) => ({ type: 'banner', banner: text(b, 'banner', '') })),
  broadcast: parser((b) => {
    const t = text(b, 'text', '');
    if (t.trim() === '') throw required('text');
    return { type: 'broadcast', text: t };
  }),
  notes: parser((b) => ({ type: 'notes', notes: text(b, 'notes', '') })),
  generate: parser((b) => {
    const what = oneOf(b, 'what', ['pools', 'bracket'] as const);
    if (what === 'pools')
      return { type: 'generatePools', poolSize: int(b, 'poolSize'), ...(flag(b, 'workTeams') ? { workTeams: true } : {}) };
    // perPool and wildcards mean nothing for a bracket-only tournament, so they may be left out.
    return {
      type: 'generateBracket',
      perPool: int(b, 'perPool', 0),
      wildcards: int(b, 'wildcards', 0),
      bracketType: b.type === undefined || b.type === '' ? 'single' : oneOf(b, 'type', ['single', 'double'] as const),
      thirdPlace: flag(b, 'thirdPlace'),
      ...tierFields(b),
    };
  }),
  regenerate: parser(() => ({ type: 'regenerate' })),
  score: parser((b) => ({ type: 'score', match: id(b, 'match'), sets: sets(b, 'sets'), ...rev(b) })),
  live: parser((b) => ({
    type: 'live',
    match: id(b, 'match'),
    a: int(b, 'a'),
    b: int(b, 'b'),
    ...(b.sets !== undefined ? { sets: sets(b, 'sets') } : {}),
    ...rev(b),
  })),
  forfeit: parser((b) => ({ type: 'forfeit', match: id(b, 'match'), team: id(b, 'team'), ...rev(b) })),
  swap: parser((b) => ({ type: 'swap', match: id(b, 'match'), court: int(b, 'court'), ...rev(b) })),
  pushback: parser((b) => ({ type: 'pushback', match: id(b, 'match'), ...rev(b) })),
  court: parser((b) => ({
    type: 'court',
    court: int(b, 'court'),
    op: oneOf(b, 'op', ['pause', 'resume'] as const),
    reason: text(b, 'reason', ''),
    ...rev(b),
  })),
  team: parser((b) => {
    const op = oneOf(b, 'op', ['add', 'edit', 'seed', 'remove', 'arrive', 'withdrawAbsent', 'newCode'] as const);
    if (op === 'add') return { type: 'teamAdd', ...teamFields(b) };
    if (op === 'edit') return { type: 'teamEdit', id: id(b, 'id'), ...teamFields(b) };
    if (op === 'seed') return { type: 'teamSeed', id: id(b, 'id'), seed: int(b, 'seed') };
    if (op === 'arrive') return { type: 'teamArrive', id: id(b, 'id'), arrived: yesNo(b, 'arrived') };
    if (op === 'withdrawAbsent') return { type: 'withdrawAbsent', mode: oneOf(b, 'mode', ['forfeit', 'void'] as const) };
    if (op === 'newCode') return { type: 'teamNewCode', id: id(b, 'id') };
    return { type: 'teamRemove', id: id(b, 'id') };
  }),
  withdraw: parser((b) => ({ type: 'withdraw', id: id(b, 'id'), mode: oneOf(b, 'mode', ['forfeit', 'void'] as const) })),
};

/** `POST /t/<slug>/register`: the engine validates every field (docs/api.md, Registration). */
export const parseRegister = parser((b) => ({
  type: 'register',
  ...teamFields(b),
  phone: text(b, 'phone', ''),
  playerNames: text(b, 'playerNames', ''),
}));

/** Keeper bodies (docs/api.md, Keeper answers): malformed ones answer 400 before the match's state is looked at. */
export const keeperParsers = {
  live: (court: number) =>
    parser((b) => ({ type: 'keeperLive', court, match: id(b, 'match'), a: int(b, 'a'), b: int(b, 'b'), sets: sets(b, 'sets', []) })),
  final: (court: number) => parser((b) => ({ type: 'keeperFinal', court, match: id(b, 'match'), sets: sets(b, 'sets') })),
};

/** `POST /admin/t/<slug>/delete` asks for `confirm=yes` so a stray click cannot delete a tournament. */
export function confirmed(b: Body): boolean {
  return typeof b.confirm === 'string' ? b.confirm.trim().toLowerCase() === 'yes' : b.confirm === true;
}
