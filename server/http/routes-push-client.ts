// What a phone needs of the server to take notifications from a team page (docs/api.md, Notifications): the team
// pages' service worker and each team page's web app manifest. The push routes themselves (key, subscribe,
// unsubscribe) are in the push module's routes.
import { Router } from 'express';
import { join } from 'node:path';
import { findTeam } from '../../shared/view/team-page.js';
import { builtFile } from '../pages/assets.js';
import { teamManifest } from '../pages/team-manifest.js';
import { CLIENT_DIR } from '../process/paths.js';
import type { AppContext } from './context.js';
import { saidIn, sendNotFound } from './respond.js';
import { requestLanguage } from './language.js';

/** The worker's source (a build input of its own, vite.config.ts) and where it is served. */
export const PUSH_SW_SOURCE = 'client/push-sw.ts';
export const PUSH_SW_PATH = '/push/sw.js';
/** The worker's scope: every tournament's pages, so one worker serves every followed team of the device. */
export const PUSH_SW_SCOPE = '/t/';

export function pushClientRoutes({ hub }: AppContext): Router {
  const r = Router();

  // Served outside /t/ (beside /push/key), so the header allows the wider scope.
  r.get(PUSH_SW_PATH, (_req, res) => {
    const file = builtFile(PUSH_SW_SOURCE);
    if (!file) return void sendNotFound(res, 'The client is not built.');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', PUSH_SW_SCOPE);
    res.type('text/javascript').sendFile(join(CLIENT_DIR, file));
  });

  r.get('/t/:slug/teams/:id/manifest.webmanifest', (req, res) => {
    const slug = String(req.params.slug);
    const id = String(req.params.id);
    const pub = hub.tournament(slug)?.snapshot().doc;
    const team = pub && findTeam(pub, id);
    if (!pub || !team) {
      // said in the reader's language (docs/translating.md): which of the two is missing
      const error = pub
        ? saidIn(req, `There is no team "${id.slice(0, 40)}" in this tournament.`, {
            key: 'public.noTeam',
            values: { team: id.slice(0, 40) },
          })
        : saidIn(req, `There is no tournament "${slug}".`, { key: 'public.noTournament', values: { slug } });
      return void sendNotFound(res, error, requestLanguage(req));
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/manifest+json').send(JSON.stringify(teamManifest(pub, team)));
  });

  return r;
}
