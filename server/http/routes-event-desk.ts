// The event desk page (docs/api.md, Events: GET /admin/e/<slug>): gathers the event's record, its divisions' states and snapshots, the
// venue document, why each match waits, keeper links and the merged log.
import { Router, type Request, type Response } from 'express';
import type { Tournament } from '../../shared/engine/types.js';
import { liveTeams, onCourt, playerLinks } from '../../shared/venue/players.js';
import { divisionView, notReady } from '../../shared/venue/readiness.js';
import type { Message, Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { waitIn } from '../pages/event-desk-waits.js';
import type { PlayerRef } from '../../shared/venue/types.js';
import { buildVenueDoc, type VenueDoc } from '../event/venue-doc.js';
import { type EventRecord, venueOf } from '../event/event-types.js';
import { eventDeskPage, type FormState } from '../pages/index.js';
import { type DeskLogRow, type EventDeskInput, eventDeskLive } from '../pages/event-desk.js';
import { revOf } from '../event/event-versions.js';
import { qrSvg } from '../pages/qr.js';
import type { PublicSnapshot } from '../tournament/hub-types.js';
import { actorOf } from './auth.js';
import type { AppContext } from './context.js';
import { keeperKey } from './keeper-key.js';
import { addressIn, pageLanguage } from './language.js';
import { publicBase } from './request-info.js';
import { sendNotFound, sendPage } from './respond.js';

/** Rows of the merged log the desk shows. */
const LOG_ROWS = 50;

/** The new event form's fields. */
export const EVENT_FIELDS = ['name', 'date', 'courtCount', 'restMin', 'notes'] as const;

/** What the organizer typed in `keys`, for a form re-rendered with its errors. */
export function typedValues(b: Record<string, unknown>, keys: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const v = b[key];
    if (typeof v === 'string' || typeof v === 'number') values[key] = String(v);
  }
  return values;
}

const queryText = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, 500) : undefined);

/** Why each match of the venue's up next waits, by `<division>/<match>`, in the desk's words (players named). */
export function deskWaits(
  rec: EventRecord,
  states: ReadonlyMap<string, Tournament>,
  venue: VenueDoc,
  now: number,
  w: Words = wordsFor('en'),
): Map<string, string> {
  const event = venueOf(rec);
  const busy = onCourt(event, states);
  const views = new Map(
    rec.divisions.flatMap((d, place) => {
      const t = states.get(d.slug);
      return t ? [[d.slug, { view: divisionView(d, t, place), live: new Set(liveTeams(t)) }] as const] : [];
    }),
  );
  const out = new Map<string, string>();
  for (const e of venue.upNext) {
    const v = views.get(e.division.slug);
    const m = v?.view.t.matches[e.id];
    if (!v || !m) continue;
    const why = notReady(v.view, m, { liveTeams: v.live, busy, restMin: rec.restMin, now });
    if (why) out.set(`${e.division.slug}/${e.id}`, waitIn(why, states, e.division.slug, now, w));
  }
  return out;
}

/** What the venue sections draw: the divisions, the venue document and why each waiting match waits. */
function venueNow({ hub, events }: AppContext, rec: EventRecord, w: Words) {
  const states = events.states(rec);
  const snaps: PublicSnapshot[] = [];
  for (const d of rec.divisions) {
    const room = hub.tournament(d.slug);
    if (room) snaps.push(room.snapshot());
  }
  const now = Date.now();
  const venue = buildVenueDoc(rec, snaps, now);
  const divisions = rec.divisions.flatMap((d) => {
    const t = states.get(d.slug);
    if (!t) return [];
    const teams = Object.values(t.teams).filter((x) => x.status !== 'withdrawn').length;
    return [{ slug: d.slug, name: t.name, phase: t.phase, teams, courts: d.courts }];
  });
  return { states, venue, divisions, waits: deskWaits(rec, states, venue, now, w) };
}

/** Everything the desk draws but the keeper codes and the log: the live sections (eventDeskLive) need only this. */
function deskInput(
  ctx: AppContext,
  res: Response,
  rec: EventRecord,
  lang: Lang,
): Omit<EventDeskInput, 'keeperLinks' | 'log'> & { states: Map<string, Tournament> } {
  const { states, venue, divisions, waits } = venueNow(ctx, rec, wordsFor(lang));
  const side = (r: PlayerRef) => {
    const t = states.get(r.division);
    return { ref: `${r.division}/${r.team}/${r.index}`, team: t?.teams[r.team]?.name ?? r.team, division: t?.name ?? r.division };
  };
  const links = playerLinks(venueOf(rec), states).map((l) => ({ name: l.name, a: side(l.a), b: side(l.b), unlinked: l.unlinked }));
  const e = rec;
  return {
    event: { slug: e.slug, name: e.name, date: e.date, courtCount: e.courtCount, restMin: e.restMin, notes: e.notes, banner: e.banner },
    divisions,
    venue,
    waits,
    links,
    revOf: (target) => revOf(rec, target),
    actor: actorOf(res).name,
    states,
    lang,
  };
}

/** Renders the event desk of `slug` (404 page when there is no such event); `extra` re-renders a form or says what happened. */
export async function sendEventDesk(
  ctx: AppContext,
  req: Request,
  res: Response,
  slug: string,
  status: number,
  extra: { msg?: string; error?: string; form?: FormState; why?: Message | undefined; fieldWhy?: Record<string, Message> | undefined },
): Promise<void> {
  const { hub, events, config } = ctx;
  const lang = pageLanguage(req, res, config);
  const { why, fieldWhy, ...shown } = extra;
  const rec = events.record(slug);
  if (!rec) return void noEvent(res, lang, slug);
  const { states, ...input } = deskInput(ctx, res, rec, lang);
  const base = publicBase(req, config);
  const keeperLinks = await Promise.all(
    Array.from({ length: rec.courtCount }, async (_, i) => {
      const court = i + 1;
      const url = `${base}/keeper/${encodeURIComponent(rec.slug)}/${court}?k=${keeperKey(config.sessionSecret, rec.slug, court)}`;
      return { court, url, svg: await qrSvg(url) };
    }),
  );
  const log: DeskLogRow[] = [
    ...hub.events(rec.slug, LOG_ROWS),
    ...rec.divisions.flatMap((d) => hub.events(d.slug, LOG_ROWS).map((e) => ({ ...e, where: states.get(d.slug)?.name ?? d.slug }))),
  ]
    .sort((x, y) => y.at - x.at)
    .slice(0, LOG_ROWS);
  // A page answered to a form post (the division form with its errors) is read again at the desk's own address.
  const languages = addressIn(req, req.method === 'GET' ? undefined : `/admin/e/${encodeURIComponent(rec.slug)}`);
  sendPage(res, status, eventDeskPage({ ...input, keeperLinks, log, ...shown, ...formIn(lang, shown.form, why, fieldWhy), languages }));
}

/** A refused division form in the page's language: its summary and each field's problem said from their messages. */
export function formIn(lang: Lang, form: FormState | undefined, why?: Message, fieldWhy?: Record<string, Message>): { form?: FormState } {
  if (!form) return {};
  if (lang === 'en') return { form };
  const w = wordsFor(lang);
  const fields = Object.fromEntries(
    Object.entries(form.fields).map(([k, v]) => [k, fieldWhy?.[k] ? w.t(fieldWhy[k].key, fieldWhy[k].values) : v]),
  );
  return { form: { ...form, fields, ...(form.error !== undefined ? { error: why ? w.t(why.key, why.values) : form.error } : {}) } };
}

/** The 404 page of a slug that names no event, in the page's language. */
function noEvent(res: Response, lang: Lang, slug: string): void {
  sendNotFound(res, wordsFor(lang).t('public.noEvent', { slug: slug.slice(0, 80) }), lang);
}

export function eventDeskPages(ctx: AppContext): Router {
  const r = Router();
  r.get('/e/:slug', async (req, res) => {
    const msg = queryText(req.query.msg);
    const error = queryText(req.query.error);
    await sendEventDesk(ctx, req, res, String(req.params.slug), 200, { ...(msg ? { msg } : {}), ...(error ? { error } : {}) });
  });
  // <event-desk-live> (client/components/event-desk-live.ts) redraws the live sections from this whenever the venue changes.
  r.get('/e/:slug/live.html', (req, res) => {
    const lang = pageLanguage(req, res, ctx.config);
    const rec = ctx.events.record(String(req.params.slug));
    if (!rec) return void noEvent(res, lang, String(req.params.slug));
    const { states: _states, ...input } = deskInput(ctx, res, rec, lang);
    sendPage(res, 200, eventDeskLive({ ...input, keeperLinks: [], log: [] }).value);
  });
  return r;
}
