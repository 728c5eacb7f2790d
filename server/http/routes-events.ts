// Organizer actions on events (CONTRACT 11): create an event, and the event desk's actions on the venue (banner, broadcast, court, swap, pushback, delete).
import { Router, type Request, type Response } from 'express';
import { cleanText, TEXT_FIELDS } from '../../shared/engine/text.js';
import { venueCourt, venueSwap } from '../../shared/venue/court-ops.js';
import type { VenueDecision } from '../event/event-hub.js';
import type { EventRecord } from '../event/event-types.js';
import type { DivisionStates } from '../../shared/venue/types.js';
import { actorOf } from './auth.js';
import type { AppContext } from './context.js';
import { confirmed, ID_MAX, organizerParsers, type Body } from './intent-parsers.js';
import { isJsonRequest } from './request-info.js';
import { answerOrganizer, sendNotFound } from './respond.js';

export const eventDeskPath = (slug: string) => `/admin/e/${encodeURIComponent(slug)}`;
/** The event's own broadcasts kept for its public document. */
const ALERTS_KEPT = 20;

type Decide = (rec: EventRecord, states: DivisionStates) => VenueDecision;

const divisionOfBody = (rec: EventRecord, b: Body): string | { error: string } => {
  const d = typeof b.division === 'string' ? b.division.trim() : '';
  if (d === '') return { error: 'division is required: the slug of the division whose match it is.' };
  if (d.length > ID_MAX || !rec.divisions.some((x) => x.slug === d))
    return { error: `There is no division "${d.slice(0, ID_MAX)}" in this event.` };
  return d;
};

/** Each action's body read into a decision over the event and its divisions' states; null: the body is refused. */
function decider(action: string, b: Body): Decide | { error: string } | null {
  if (action === 'banner') {
    const checked = cleanText(typeof b.banner === 'string' ? b.banner : '', TEXT_FIELDS.banner);
    if (!checked.ok) return { error: checked.error };
    return (rec) => ({
      ok: true,
      record: { ...rec, banner: checked.value },
      writes: [],
      msg: checked.value ? 'Banner set.' : 'Banner cleared.',
    });
  }
  if (action === 'broadcast') {
    const parsed = organizerParsers.broadcast!(b);
    if (!parsed.ok || parsed.intent.type !== 'broadcast') return { error: parsed.ok ? 'text is required.' : parsed.error };
    const checked = cleanText(parsed.intent.text, TEXT_FIELDS.broadcast);
    if (!checked.ok) return { error: checked.error };
    const intent = parsed.intent;
    return (rec) => ({
      ok: true,
      record: {
        ...rec,
        alerts: [{ at: Date.now(), kind: 'broadcast' as const, text: checked.value }, ...rec.alerts].slice(0, ALERTS_KEPT),
      },
      writes: rec.divisions.map((d) => ({ division: d.slug, intent })),
      msg: `Broadcast sent to ${rec.divisions.length} division${rec.divisions.length === 1 ? '' : 's'}.`,
    });
  }
  if (action === 'court') {
    const parsed = organizerParsers.court!(b);
    if (!parsed.ok || parsed.intent.type !== 'court') return { error: parsed.ok ? 'court is required.' : parsed.error };
    const { court, op, reason } = parsed.intent;
    return (rec, states) => {
      const r = venueCourt(venueOfRecord(rec), states, court, op, reason);
      return r.ok ? { ok: true, record: { ...rec, paused: [...r.event.paused] }, writes: r.writes, msg: r.msg } : r;
    };
  }
  if (action === 'swap' || action === 'pushback') {
    const parsed = organizerParsers[action]!(b);
    if (!parsed.ok) return { error: parsed.error };
    const intent = parsed.intent;
    return (rec, states) => {
      const division = divisionOfBody(rec, b);
      if (typeof division !== 'string') return { ok: false, error: division.error };
      if (intent.type === 'swap') {
        const r = venueSwap(venueOfRecord(rec), states, division, intent.match, intent.court);
        return r.ok ? { ok: true, writes: r.writes, msg: r.msg } : r;
      }
      return { ok: true, writes: [{ division, intent }], msg: 'Match pushed back.' };
    };
  }
  return null;
}

const venueOfRecord = (rec: EventRecord) => ({
  courtCount: rec.courtCount,
  restMin: rec.restMin,
  paused: rec.paused,
  divisions: rec.divisions,
  unlinks: rec.unlinks,
});

const answerNoEvent = (req: Request, res: Response, slug: string) => {
  const error = `There is no event "${slug.slice(0, 80)}".`;
  if (isJsonRequest(req)) res.status(404).json({ ok: false, error });
  else sendNotFound(res, error);
};

export function eventActions({ events }: AppContext): Router {
  const r = Router();

  r.post('/events/new', async (req, res) => {
    const b = (req.body ?? {}) as Body;
    const created = await events.create(
      { name: b.name, date: b.date, courtCount: b.courtCount, notes: b.notes, restMin: b.restMin },
      actorOf(res),
    );
    if (!created.ok) return void answerOrganizer(req, res, '/admin', created);
    answerOrganizer(req, res, eventDeskPath(created.slug), created, { slug: created.slug });
  });

  r.post('/e/:slug/:action', async (req, res, next) => {
    const slug = String(req.params.slug);
    const action = String(req.params.action);
    const b = (req.body ?? {}) as Body;
    if (!['banner', 'broadcast', 'court', 'swap', 'pushback', 'delete'].includes(action)) return next();
    if (!events.has(slug)) return void answerNoEvent(req, res, slug);
    const back = eventDeskPath(slug);
    if (action === 'delete') {
      if (!confirmed(b)) return void answerOrganizer(req, res, back, { ok: false, error: 'To delete the event, confirm with "yes".' });
      const removed = await events.remove(slug, actorOf(res));
      if (!removed.ok && removed.kind === 'notFound') return void answerNoEvent(req, res, slug);
      return void answerOrganizer(req, res, removed.ok ? '/admin' : back, removed);
    }
    const decide = decider(action, b);
    if (decide === null) return next();
    if (!(typeof decide === 'function')) return void answerOrganizer(req, res, back, { ok: false, error: decide.error });
    const outcome = await events.venueWrite(slug, actorOf(res), action, decide);
    if (!outcome.ok && outcome.kind === 'notFound') return void answerNoEvent(req, res, slug);
    answerOrganizer(req, res, back, outcome);
  });

  return r;
}
