// Organizer actions on events (docs/api.md, Events): create an event, and the event desk's actions on the venue (banner, broadcast, court,
// swap, pushback, unlink, delete).
import { Router, type Request, type Response } from 'express';
import { cleanText, TEXT_FIELDS } from '../../shared/engine/text.js';
import { venueCourt, venueSwap } from '../../shared/venue/court-ops.js';
import type { VenueDecision } from '../event/event-hub.js';
import type { EventRecord } from '../event/event-types.js';
import { playerLinks } from '../../shared/venue/players.js';
import { linkKey } from '../event/event-versions.js';
import type { DivisionStates, PlayerRef } from '../../shared/venue/types.js';
import type { Intent } from '../../shared/engine/types.js';
import type { Message } from '../../shared/i18n/words.js';
import { actorOf } from './auth.js';
import type { AppContext } from './context.js';
import { confirmed, ID_MAX, organizerParsers, type Body } from './intent-parsers.js';
import { isJsonRequest } from './request-info.js';
import { answerOrganizer, saidIn, sendNotFound } from './respond.js';
import { addressIn, pageLanguage, requestLanguage } from './language.js';
import { sendDeskHome } from './routes-admin.js';
import { EVENT_FIELDS, formIn, typedValues } from './routes-event-desk.js';

export const eventDeskPath = (slug: string) => `/admin/e/${encodeURIComponent(slug)}`;
/** The event's own broadcasts kept for its public document. */
const ALERTS_KEPT = 20;

type Decide = (rec: EventRecord, states: DivisionStates) => VenueDecision;
/** An action read from its body: how it decides, and the thing whose version it changes (docs/api.md, Events). */
type Action = { decide: Decide; target?: string };

/** An op id as the event desk makes them (client/sync/synced-intents.ts `newOpId`): the same op id is applied once. */
const OP_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A refusal of an event desk action's body, with its message (docs/translating.md, Refusals). */
export type BodyRefusal = { ok: false; error: string; why: Message };
/** A parser's refusal's message, where it gives one (server/http/intent-parsers.ts). */
const whyOf = (parsed: { error: string }): Message | undefined => (parsed as { why?: Message }).why;
const refusal = (error: string, key: Message['key'], values?: Message['values']): BodyRefusal => ({
  ok: false,
  error,
  why: values ? { key, values } : { key },
});

/** The optional `opId` and `rev` of an event desk action, or the refusal of them. */
export function writeMeta(b: Body): { opId?: string; rev?: number } | BodyRefusal {
  const out: { opId?: string; rev?: number } = {};
  if (b.opId !== undefined && b.opId !== '') {
    if (typeof b.opId !== 'string' || !OP_ID.test(b.opId)) return refusal('opId must be 8 to 64 letters, digits, - or _.', 'event.badOpId');
    out.opId = b.opId;
  }
  if (b.rev !== undefined && b.rev !== '') {
    const n = typeof b.rev === 'number' ? b.rev : typeof b.rev === 'string' && /^\d{1,9}$/.test(b.rev) ? Number(b.rev) : -1;
    if (!Number.isInteger(n) || n < 0 || n > 999_999_999)
      return refusal('rev must be a whole number of 0 or more: the version of what you changed, as you saw it.', 'event.badRev');
    out.rev = n;
  }
  return out;
}

const divisionOfBody = (rec: EventRecord, b: Body): string | BodyRefusal => {
  const d = typeof b.division === 'string' ? b.division.trim() : '';
  if (d === '') return refusal('division is required: the slug of the division whose match it is.', 'event.divisionRequired');
  if (d.length > ID_MAX || !rec.divisions.some((x) => x.slug === d)) {
    const division = d.slice(0, ID_MAX);
    return refusal(`There is no division "${division}" in this event.`, 'event.noDivisionSlug', { division });
  }
  return d;
};

/** Each action's body read into a decision over the event and its divisions' states; null: no such action. */
function decider(action: string, b: Body): Action | { error: string; why?: Message | undefined } | null {
  if (action === 'banner') {
    const checked = cleanText(typeof b.banner === 'string' ? b.banner : '', TEXT_FIELDS.banner);
    if (!checked.ok) return { error: checked.error, why: { key: checked.why.key, values: { ...checked.why.values, field: 'banner' } } };
    return {
      target: 'banner',
      decide: (rec) => ({
        ok: true,
        record: { ...rec, banner: checked.value },
        writes: [],
        msg: checked.value ? 'Banner set.' : 'Banner cleared.',
        said: { key: checked.value ? 'answer.bannerSet' : 'answer.bannerCleared' },
        did: checked.value ? `set the banner to “${checked.value}”` : 'cleared the banner',
      }),
    };
  }
  if (action === 'broadcast') {
    const parsed = organizerParsers.broadcast!(b);
    if (!parsed.ok || parsed.intent.type !== 'broadcast')
      return parsed.ok ? refusal('text is required.', 'event.textRequired') : { error: parsed.error, why: whyOf(parsed) };
    const checked = cleanText(parsed.intent.text, TEXT_FIELDS.broadcast);
    if (!checked.ok) return { error: checked.error, why: { key: checked.why.key, values: { ...checked.why.values, field: 'broadcast' } } };
    const intent = parsed.intent;
    return {
      decide: (rec) => ({
        ok: true,
        record: {
          ...rec,
          alerts: [{ at: Date.now(), kind: 'broadcast' as const, text: checked.value }, ...rec.alerts].slice(0, ALERTS_KEPT),
        },
        writes: rec.divisions.map((d) => ({ division: d.slug, intent })),
        msg: `Broadcast sent to ${rec.divisions.length} division${rec.divisions.length === 1 ? '' : 's'}.`,
        said: { key: 'event.broadcastSent', values: { n: rec.divisions.length } },
      }),
    };
  }
  if (action === 'court') {
    const parsed = organizerParsers.court!(b);
    if (!parsed.ok || parsed.intent.type !== 'court')
      return parsed.ok ? refusal('court is required.', 'event.courtRequired') : { error: parsed.error, why: whyOf(parsed) };
    const { court, op, reason } = parsed.intent;
    return {
      target: `court:${court}`,
      decide: (rec, states) => {
        const r = venueCourt(venueOfRecord(rec), states, court, op, reason);
        const did = `${op === 'pause' ? 'paused' : 'resumed'} court ${court}`;
        return r.ok ? { ok: true, record: { ...rec, paused: [...r.event.paused] }, writes: r.writes, msg: r.msg, said: r.said, did } : r;
      },
    };
  }
  if (action === 'swap' || action === 'pushback') {
    const parsed = organizerParsers[action]!(b);
    if (!parsed.ok) return { error: parsed.error, why: whyOf(parsed) };
    const intent = parsed.intent;
    return {
      // The match's own version is the division's (docs/api.md, Versions): its `rev` rides on the division's intent.
      decide: (rec, states) => {
        const division = divisionOfBody(rec, b);
        if (typeof division !== 'string') return division;
        if (intent.type === 'swap') {
          const r = venueSwap(venueOfRecord(rec), states, division, intent.match, intent.court);
          if (!r.ok) return r;
          const rev = intent.rev === undefined ? {} : { rev: intent.rev };
          const writes = r.writes.map((w, i) => (i === 0 ? { ...w, intent: { ...w.intent, ...rev } as Intent } : w));
          return { ok: true, writes, msg: r.msg, said: r.said };
        }
        return { ok: true, writes: [{ division, intent }], msg: 'Match pushed back.', said: { key: 'event.pushedBack' } };
      },
    };
  }
  if (action === 'unlink') {
    const a = playerRef(b.a);
    const c = playerRef(b.b);
    if (typeof a === 'string' || typeof c === 'string') return refusal(typeof a === 'string' ? a : (c as string), 'event.badPlayers');
    const op = b.op === undefined || b.op === '' ? 'unlink' : b.op;
    if (op !== 'unlink' && op !== 'link') return refusal('op must be unlink or link.', 'event.badLinkOp');
    return {
      target: linkTarget(a, c),
      decide: (rec, states) => {
        const link = playerLinks(venueOfRecord(rec), states).find((l) => samePair(l.a, l.b, a, c));
        if (!link) return refusal('Those two players are not linked by name; reload the page.', 'event.notLinked');
        if ((op === 'unlink') === link.unlinked) {
          return op === 'unlink'
            ? refusal('Those two players are already told apart.', 'event.alreadyApart')
            : refusal('Those two players are already taken for one person.', 'event.alreadyOne');
        }
        const unlinks = op === 'unlink' ? [...rec.unlinks, { a, b: c }] : rec.unlinks.filter((u) => !samePair(u.a, u.b, a, c));
        const msg = op === 'unlink' ? 'The two players are now told apart.' : 'The two players are taken for one person again.';
        const did = `${op === 'unlink' ? 'told apart' : 'linked again'} the two players named ${link.name}`;
        const said: Message = { key: op === 'unlink' ? 'event.toldApart' : 'event.linkedAgain' };
        return { ok: true, record: { ...rec, unlinks }, writes: [], msg, said, did };
      },
    };
  }
  return null;
}

/** A player as the desk names one: `<division>/<team>/<index>` (the index of the name in the team's list, from 0). */
function playerRef(v: unknown): PlayerRef | string {
  const m = typeof v === 'string' ? /^([a-z0-9-]{1,64})\/([A-Za-z0-9_-]{1,64})\/(\d{1,2})$/.exec(v.trim()) : null;
  if (!m) return 'a and b name two players as <division>/<team>/<index>, such as open/t3/0.';
  return { division: m[1]!, team: m[2]!, index: Number(m[3]) };
}

const refText = (r: PlayerRef) => `${r.division}/${r.team}/${r.index}`;
const linkTarget = (a: PlayerRef, b: PlayerRef): string => linkKey(refText(a), refText(b));

const sameRef = (x: PlayerRef, y: PlayerRef) => x.division === y.division && x.team === y.team && x.index === y.index;
const samePair = (x: PlayerRef, y: PlayerRef, a: PlayerRef, b: PlayerRef) =>
  (sameRef(x, a) && sameRef(y, b)) || (sameRef(x, b) && sameRef(y, a));

const venueOfRecord = (rec: EventRecord) => ({
  courtCount: rec.courtCount,
  restMin: rec.restMin,
  paused: rec.paused,
  divisions: rec.divisions,
  unlinks: rec.unlinks,
});

const answerNoEvent = (req: Request, res: Response, slug: string) => {
  const s = slug.slice(0, 80);
  const error = saidIn(req, `There is no event "${s}".`, { key: 'public.noEvent', values: { slug: s } });
  if (isJsonRequest(req)) res.status(404).json({ ok: false, error });
  else sendNotFound(res, error, requestLanguage(req));
};

export function eventActions(ctx: AppContext): Router {
  const { events } = ctx;
  const r = Router();

  r.post('/events/new', async (req, res) => {
    const b = (req.body ?? {}) as Body;
    const created = await events.create(
      { name: b.name, date: b.date, courtCount: b.courtCount, notes: b.notes, restMin: b.restMin },
      actorOf(res),
    );
    if (!created.ok && !isJsonRequest(req)) {
      // A form post: the desk home again, with what was typed and each error next to its field.
      const eventForm = { values: typedValues(b, EVENT_FIELDS), fields: created.fields ?? {}, error: created.error };
      const lang = pageLanguage(req, res, ctx.config);
      const { form } = formIn(lang, eventForm, created.why, created.fieldWhy);
      return void sendDeskHome(ctx, res, 400, { ...(form ? { eventForm: form } : {}), lang, languages: addressIn(req, '/admin') });
    }
    if (!created.ok) return void answerOrganizer(req, res, '/admin', created);
    answerOrganizer(req, res, eventDeskPath(created.slug), created, { slug: created.slug });
  });

  r.post('/e/:slug/:action', async (req, res, next) => {
    const slug = String(req.params.slug);
    const action = String(req.params.action);
    const b = (req.body ?? {}) as Body;
    if (!['banner', 'broadcast', 'court', 'swap', 'pushback', 'unlink', 'delete'].includes(action)) return next();
    if (!events.has(slug)) return void answerNoEvent(req, res, slug);
    const back = eventDeskPath(slug);
    if (action === 'delete') {
      if (!confirmed(b)) {
        const refused = refusal('To delete the event, confirm with "yes".', 'event.deleteConfirmFirst');
        return void answerOrganizer(req, res, back, refused);
      }
      const removed = await events.remove(slug, actorOf(res));
      if (!removed.ok && removed.kind === 'notFound') return void answerNoEvent(req, res, slug);
      return void answerOrganizer(req, res, removed.ok ? '/admin' : back, removed);
    }
    const read = decider(action, b);
    if (read === null) return next();
    const meta = writeMeta(b);
    if ('ok' in meta) return void answerOrganizer(req, res, back, meta);
    if ('error' in read) return void answerOrganizer(req, res, back, { ok: false, error: read.error, why: read.why });
    const outcome = await events.venueWrite(slug, actorOf(res), action, read.decide, {
      ...meta,
      ...(read.target ? { target: read.target } : {}),
    });
    if (!outcome.ok && outcome.kind === 'notFound') return void answerNoEvent(req, res, slug);
    answerOrganizer(req, res, back, outcome);
  });

  return r;
}
