// Ending an organizer session from the desk (`POST /admin/sessions/end`, `id` = the session's public handle), answered per docs/api.md, Organizer answers.
import { Router } from 'express';
import { identityOf } from './auth.js';
import type { AppContext } from './context.js';
import type { Body } from './intent-parsers.js';
import { answerOrganizer } from './respond.js';

export function sessionRoutes({ sessions }: AppContext): Router {
  const r = Router();

  r.post('/sessions/end', async (req, res) => {
    const id = ((req.body ?? {}) as Body).id;
    if (typeof id !== 'string' || id === '') {
      return void answerOrganizer(req, res, '/admin', {
        ok: false,
        error: 'Choose a session to end (its "id" is missing).',
        why: { key: 'refusal.sessionMissing' },
      });
    }
    const who = identityOf(res);
    if (who.via === 'cookie' && who.session.handle === id) {
      return void answerOrganizer(req, res, '/admin', {
        ok: false,
        error: 'That is this device\'s own session: use "Log out" to end it.',
        why: { key: 'refusal.sessionOwn' },
      });
    }
    const ended = await sessions.end(id);
    if (!ended) {
      return void answerOrganizer(req, res, '/admin', {
        ok: false,
        error: 'There is no open session with that id: it has ended already. Reload the desk to see the sessions open now.',
        why: { key: 'refusal.sessionGone' },
      });
    }
    answerOrganizer(req, res, '/admin', {
      ok: true,
      msg: `Ended the session of ${ended.actor} on ${ended.device}; that device must sign in again.`,
      said: { key: 'answer.sessionEnded', values: { name: ended.actor, device: ended.device } },
    });
  });

  return r;
}
