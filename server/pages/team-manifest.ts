// A team page as a web app (docs/running-an-event.md, Notifications on a phone): added to a phone's Home Screen it
// opens the team's public page on its own, which is where iPhones and iPads allow Web Push (iOS 16.4 and later).
import type { PublicState, PublicTeam } from '../../shared/engine/types.js';
import { seg } from './html.js';

/** The team's public page, which the manifest opens (never its code page: the app's address may be shared). */
export const teamPath = (slug: string, id: string) => `/t/${seg(slug)}/teams/${seg(id)}`;
export const teamManifestPath = (slug: string, id: string) => `${teamPath(slug, id)}/manifest.webmanifest`;

/** The web app manifest of one team's page. */
export function teamManifest(pub: Pick<PublicState, 'slug' | 'name'>, team: Pick<PublicTeam, 'id' | 'name'>): Record<string, unknown> {
  const path = teamPath(pub.slug, team.id);
  return {
    id: path,
    name: `${team.name} · ${pub.name}`,
    short_name: team.name,
    start_url: path,
    scope: `/t/${seg(pub.slug)}/`,
    display: 'standalone',
    background_color: '#f5f7fa',
    theme_color: '#0b5fce',
    icons: [{ src: '/static/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
