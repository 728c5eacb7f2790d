// A keeper's live score or final (docs/api.md, Keeper routes), judged in the keeper order (docs/api.md, Keeper answers): 404 slug/court, 403 k, 400 body, 409
// state. One function for both doors: express's route (every body encoding it reads) and the fast path ahead of
// express for a plain JSON body (keeper-fast.ts), the one the pads send on every point.
import type { EventHub } from '../event/event-hub.js';
import type { Actor } from '../tournament/hub-types.js';
import type { TournamentHub } from '../tournament/hub.js';
import type { Config } from '../process/config.js';
import { keeperParsers, type Body } from './intent-parsers.js';
import { validKeeperKey } from './keeper-key.js';
import { keeperStatus } from './respond.js';
import { NOT_AN_OBJECT } from './security.js';

export type KeeperAction = 'live' | 'final';

/** What the keeper door answers: a status and a JSON body. */
export interface KeeperAnswer {
  status: number;
  body: { ok: true; match: unknown } | { ok: false; error: string };
}

/** A body as the pad sent it: parsed (null when it is not a JSON object) and the raw text it came in. */
export interface KeeperBody {
  parsed: Body | null;
  raw: string;
  /** `?k=` of the address, the key's other place. */
  queryK: unknown;
}

const fail = (status: number, error: string): KeeperAnswer => ({ status, body: { ok: false, error } });

/** A JSON text read as the body object, or null when it is not one (answered as a malformed body). */
export function parseJsonBody(raw: string): Body | null {
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : null;
}

/**
 * The key of a body that is not a JSON object but still carries `"k": "..."` (a truncated or mangled
 * JSON text): with it the sender is known to hold the court's key, so the body itself is the problem (400).
 */
function keyInRawBody(raw: string): string | undefined {
  return /"k"\s*:\s*"([A-Za-z0-9_-]{1,100})"/.exec(raw)?.[1];
}

/** The court number when the tournament and court exist, else null (404). */
export function courtOf(hub: TournamentHub, slug: string, raw: string): number | null {
  const room = hub.tournament(slug);
  if (!room) return null;
  if (!/^\d{1,3}$/.test(raw)) return null;
  const court = Number(raw);
  return court >= 1 && court <= room.state().courtCount ? court : null;
}

export async function keeperWrite(
  ctx: { hub: TournamentHub; config: Config; events?: EventHub },
  slug: string,
  courtRaw: string,
  action: KeeperAction,
  b: KeeperBody,
): Promise<KeeperAnswer> {
  const { hub, config } = ctx;
  if (ctx.events?.has(slug) && !hub.has(slug)) return venueKeeperWrite(ctx.events, hub, config, slug, courtRaw, action, b);
  const court = courtOf(hub, slug, courtRaw);
  if (court === null) return fail(404, 'There is no such tournament or court.');
  const k = b.parsed === null ? (keyInRawBody(b.raw) ?? b.queryK) : (b.parsed.k ?? b.queryK);
  if (!validKeeperKey(config.sessionSecret, slug, court, k)) return fail(403, 'This score keeper key is not valid for this court.');
  if (b.parsed === null) return fail(400, NOT_AN_OBJECT);
  const parsed = keeperParsers[action](court)(b.parsed);
  if (!parsed.ok) return fail(400, parsed.error);
  const actor: Actor = { name: `keeper:${court}`, role: 'keeper' };
  const result = await hub.dispatch(slug, parsed.intent, actor);
  if (!result.ok) return fail(keeperStatus(result.kind), result.error);
  // The match as the public document shows it (pools and bracket show every match as `publicMatch` makes it),
  // without waiting for the whole document; the next projection reuses the very object.
  const match = 'match' in parsed.intent ? hub.tournament(slug)?.publicMatch(parsed.intent.match) : null;
  return { status: 200, body: { ok: true, match: match ?? null } };
}

/**
 * A keeper of a venue court (docs/api.md, Events): the key is the event's court key, the body's `division` names the
 * division whose match it is (match ids repeat across divisions). Same order of checks as docs/api.md, Keeper answers: 404 event or
 * court, 403 key, 400 body, 404 a division not in the event, then the match's state (409) in that division.
 */
async function venueKeeperWrite(
  events: EventHub,
  hub: TournamentHub,
  config: Config,
  slug: string,
  courtRaw: string,
  action: KeeperAction,
  b: KeeperBody,
): Promise<KeeperAnswer> {
  const rec = events.record(slug);
  const court = /^\d{1,3}$/.test(courtRaw) ? Number(courtRaw) : 0;
  if (!rec || court < 1 || court > rec.courtCount) return fail(404, 'There is no such event or court.');
  const k = b.parsed === null ? (keyInRawBody(b.raw) ?? b.queryK) : (b.parsed.k ?? b.queryK);
  if (!validKeeperKey(config.sessionSecret, slug, court, k)) return fail(403, 'This score keeper key is not valid for this court.');
  if (b.parsed === null) return fail(400, NOT_AN_OBJECT);
  const division = b.parsed.division;
  if (typeof division !== 'string' || division.trim() === '')
    return fail(400, 'division is required: the slug of the division whose match it is.');
  const parsed = keeperParsers[action](court)(b.parsed);
  if (!parsed.ok) return fail(400, parsed.error);
  if (!rec.divisions.some((d) => d.slug === division)) return fail(404, `There is no division "${division.slice(0, 80)}" in this event.`);
  const actor: Actor = { name: `keeper:${court}`, role: 'keeper' };
  const result = await hub.dispatch(division, parsed.intent, actor);
  if (!result.ok) return fail(keeperStatus(result.kind), result.error);
  const match = 'match' in parsed.intent ? hub.tournament(division)?.publicMatch(parsed.intent.match) : null;
  return { status: 200, body: { ok: true, match: match ?? null } };
}
