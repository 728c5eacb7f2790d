// Which teams this device follows by notification (docs/running-an-event.md, Notifications on a phone), kept in
// localStorage: per tournament and team, `push` (a Web Push subscription the server knows of) or `page` (alerts
// only while the team page is open: push missing or refused). Small and read on every draw of the team page; the
// rest of the notification code loads only once a team is followed or the button is tapped (push-control.ts).

export type FollowMode = 'off' | 'push' | 'page';

/** One followed team on this device; `endpoint` is the push subscription the server was given. */
export interface Follow {
  mode: 'push' | 'page';
  endpoint?: string;
}

const KEY = 'courtside.follows';
/** More would be a device shared by a whole club: the oldest are dropped. */
export const MAX_FOLLOWS = 50;

const id = (slug: string, team: string) => `${slug}/${team}`;

/** Every followed team on this device by `slug/team`; empty when storage is unreadable or off. */
export function follows(): Record<string, Follow> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, Follow>) : {};
  } catch {
    return {};
  }
}

export function followOf(slug: string, team: string): Follow | null {
  const f = follows()[id(slug, team)];
  return f && (f.mode === 'push' || f.mode === 'page') ? f : null;
}

export const followMode = (slug: string, team: string): FollowMode => followOf(slug, team)?.mode ?? 'off';

/** Remembers (or with null forgets) one team's follow; false when storage refused it. */
export function setFollow(slug: string, team: string, f: Follow | null): boolean {
  const all = follows();
  delete all[id(slug, team)];
  if (f) all[id(slug, team)] = f;
  const keys = Object.keys(all);
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_FOLLOWS))) delete all[k];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}
