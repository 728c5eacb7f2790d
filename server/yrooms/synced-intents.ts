// Synced intents (values of a doc's `intents` map) to engine Intents, through the same parsers as the HTTP doors, and results to acks.
import { LIMITS } from '../../shared/wire/room-protocol.js';
import { keeperParsers, organizerParsers, type Body, type Parsed } from '../http/intent-parsers.js';

export { COURT_ROOTS, type Ack } from '../../shared/wire/room-protocol.js';
export { ackForResult } from '../tournament/ydoc-acks.js';

const asBody = (value: unknown): Body | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : null;

/**
 * Why a synced value cannot be read as an intent at all, before any parser looks at it: over the size
 * limit, or not JSON (Yjs values may hold binary data or big integers, which JSON cannot).
 */
function unreadable(value: unknown): string | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return 'An intent must be plain JSON (no big integers).';
  }
  if (json === undefined) return 'An intent must be an object with a type.';
  if (json.length > LIMITS.intentChars) {
    return `This change is ${json.length} characters long; the limit is ${LIMITS.intentChars} (4 KiB). Shorten it and send it again.`;
  }
  return null;
}

const same =
  (route: string) =>
  (b: Body): [string, Body] => [route, b];

/**
 * The desk's intents by type, as the organizer route (and body) that carries the same action. The
 * engine's own `tick`, the public `register` and the keeper intents have no entry: a desk cannot send them.
 */
const DESK_ROUTES: Record<string, (b: Body) => [string, Body]> = {
  phase: same('phase'),
  banner: same('banner'),
  broadcast: same('broadcast'),
  notes: same('notes'),
  regenerate: same('regenerate'),
  score: same('score'),
  live: same('live'),
  forfeit: same('forfeit'),
  swap: same('swap'),
  pushback: same('pushback'),
  court: same('court'),
  withdraw: same('withdraw'),
  generatePools: (b) => ['generate', { ...b, what: 'pools' }],
  generateBracket: (b) => ['generate', { ...b, what: 'bracket', type: b.bracketType }],
  teamAdd: (b) => ['team', { ...b, op: 'add' }],
  teamEdit: (b) => ['team', { ...b, op: 'edit' }],
  teamSeed: (b) => ['team', { ...b, op: 'seed' }],
  teamRemove: (b) => ['team', { ...b, op: 'remove' }],
  teamArrive: (b) => ['team', { ...b, op: 'arrive' }],
  withdrawAbsent: (b) => ['team', { ...b, op: 'withdrawAbsent' }],
  teamNewCode: (b) => ['team', { ...b, op: 'newCode' }],
};

/** A desk's intent value, e.g. `{type:'banner', banner:'Hello'}`. */
export function deskIntent(value: unknown): Parsed {
  const why = unreadable(value);
  if (why) return { ok: false, error: why };
  const b = asBody(value);
  if (!b || typeof b.type !== 'string') return { ok: false, error: 'An intent must be an object with a type.' };
  const route = Object.hasOwn(DESK_ROUTES, b.type) ? DESK_ROUTES[b.type] : undefined;
  if (!route) return { ok: false, error: `The desk cannot send "${b.type.slice(0, 40)}".` };
  const [name, body] = route(b);
  return organizerParsers[name]!(body);
}

/** A keeper's intent value: `{type:'keeperLive'|'keeperFinal', match, a, b, sets}`; the court comes from the room. */
export function keeperIntent(value: unknown, court: number): Parsed {
  const why = unreadable(value);
  if (why) return { ok: false, error: why };
  const b = asBody(value);
  if (b?.type === 'keeperLive') return keeperParsers.live(court)(b);
  if (b?.type === 'keeperFinal') return keeperParsers.final(court)(b);
  return { ok: false, error: 'A score keeper can send only keeperLive or keeperFinal.' };
}
