// Organizer actions (docs/api.md, Organizer routes: actions): create, every desk action as an Intent through hub.dispatch, and delete.
import { Router } from 'express';
import { untouchedAsLeftOut } from '../../shared/engine/presets.js';
import type { CreateParams } from '../../shared/engine/types.js';
import { actorOf } from './auth.js';
import type { AppContext } from './context.js';
import { confirmed, organizerParsers, type Body } from './intent-parsers.js';
import { isJsonRequest } from './request-info.js';
import { answerNoTournament, answerOrganizer, deskPath } from './respond.js';
import { sendEventDesk, typedValues } from './routes-event-desk.js';
import { writeMeta } from './routes-events.js';

const CREATE_FIELDS = [
  'name',
  'date',
  'courtCount',
  'teamSize',
  'pointsTo',
  'winBy',
  'cap',
  'bestOf',
  'stages',
  'notes',
  'bracketBestOf',
  'bracketPointsTo',
  'bracketWinBy',
  'bracketCap',
  'decidingSetTo',
  'tiebreaks',
  'preset',
  'language',
] as const;

export function adminActions(ctx: AppContext): Router {
  const { hub, events } = ctx;
  const r = Router();

  r.post('/new', async (req, res) => {
    // docs/running-an-event.md, Sport presets: a form whose sport changed without scripts gets the sport's rules in the fields left as drawn.
    const body = untouchedAsLeftOut((req.body ?? {}) as Body);
    const params = Object.fromEntries(CREATE_FIELDS.map((k) => [k, body[k]])) as unknown as CreateParams;
    // docs/api.md, Events: a division of an event takes the event's courts; `courts` means nothing without an event.
    const eventSlug = typeof body.event === 'string' ? body.event.trim() : '';
    const courtsGiven = body.courts !== undefined && body.courts !== null && String(body.courts).trim() !== '';
    if (body.event !== undefined && body.event !== null && typeof body.event !== 'string') {
      return void answerOrganizer(req, res, '/admin', {
        ok: false,
        error: 'event must be the slug of an event.',
        fields: { event: 'Not an event slug.' },
        why: { key: 'refusal.eventSlug' },
        fieldWhy: { event: { key: 'refusal.notEventSlug' } },
      });
    }
    if (eventSlug === '' && courtsGiven) {
      const error = 'courts lists the venue courts of a division of an event; give the event too, or leave courts out.';
      const why = { key: 'refusal.courtsWithoutEvent' } as const;
      return void answerOrganizer(req, res, '/admin', { ok: false, error, fields: { courts: error }, why, fieldWhy: { courts: why } });
    }
    // The event desk sends its op id (docs/api.md, Events: versions and conflicts): a division is created once.
    const meta = eventSlug ? writeMeta(body) : {};
    if ('ok' in meta) return void answerOrganizer(req, res, '/admin', meta);
    const created = eventSlug
      ? await events.createDivision(eventSlug, params, body.courts, actorOf(res), meta.opId)
      : await hub.create(params, actorOf(res));
    if (!created.ok && eventSlug && events.has(eventSlug) && !isJsonRequest(req)) {
      // A division form on the event desk: that desk again, with what was typed and each error next to its field.
      const form = { values: typedValues(body, [...CREATE_FIELDS, 'courts']), fields: created.fields ?? {}, error: created.error };
      return void (await sendEventDesk(ctx, req, res, eventSlug, 400, { form, why: created.why, fieldWhy: created.fieldWhy }));
    }
    if (!created.ok) return void answerOrganizer(req, res, '/admin', created);
    answerOrganizer(req, res, deskPath(created.slug), created, { slug: created.slug });
  });

  r.post('/t/:slug/delete', async (req, res) => {
    const slug = String(req.params.slug);
    if (!hub.has(slug)) return void answerNoTournament(req, res, slug);
    if (!confirmed((req.body ?? {}) as Body)) {
      await hub.logRefusal(slug, actorOf(res), 'delete', 'not confirmed', { key: 'refusal.deleteConfirm' });
      return void answerOrganizer(req, res, deskPath(slug), {
        ok: false,
        error: 'To delete the tournament, confirm with "yes".',
        why: { key: 'refusal.deleteConfirm' },
      });
    }
    const name = hub.tournament(slug)?.state().name ?? slug;
    const removed = await hub.remove(slug, actorOf(res));
    if (!removed) return void answerNoTournament(req, res, slug);
    answerOrganizer(req, res, '/admin', {
      ok: true,
      msg: `Deleted "${name}" and all its data.`,
      said: { key: 'answer.deleted', values: { name } },
    });
  });

  r.post('/t/:slug/:action', async (req, res, next) => {
    const parse = organizerParsers[String(req.params.action)];
    if (!parse || !Object.hasOwn(organizerParsers, String(req.params.action))) return next();
    const slug = String(req.params.slug);
    if (!hub.has(slug)) return void answerNoTournament(req, res, slug);
    const parsed = parse((req.body ?? {}) as Body);
    if (!parsed.ok) {
      await hub.logRefusal(slug, actorOf(res), String(req.params.action), parsed.error, parsed.why);
      return void answerOrganizer(req, res, deskPath(slug), parsed);
    }
    const result = await hub.dispatch(slug, parsed.intent, actorOf(res));
    // Deleted while the action waited in the queue.
    if (!result.ok && result.kind === 'notFound' && !hub.has(slug)) return void answerNoTournament(req, res, slug);
    // A new team code (op=newCode) is answered to JSON clients only: a form post's redirect would put it in the address.
    const issued = result.ok ? result.events.find((e) => e.type === 'codeIssued') : undefined;
    answerOrganizer(
      req,
      res,
      deskPath(slug),
      result.ok ? { ok: true, msg: result.msg, said: result.said } : result,
      issued?.type === 'codeIssued' ? { code: issued.code } : {},
    );
  });

  return r;
}
