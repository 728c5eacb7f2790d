// Which teams this device follows by notification (docs/running-an-event.md, Notifications on a phone), kept in
// localStorage: per tournament and team, `push` (a Web Push subscription the server knows of) or `page` (alerts
// only while the team page is open: push missing or refused). Small and read on every draw of the team page; the
// rest of the notification code (and remember.ts, which writes this) loads only once a team is followed or the
// button is tapped (push-control.ts).

export type FollowMode = 'off' | 'push' | 'page';

/** One followed team on this device; `endpoint` is the push subscription the server was given. */
export interface Follow {
  mode: 'push' | 'page';
  endpoint?: string;
}

export const FOLLOWS_KEY = 'courtside.follows';
export const followId = (slug: string, team: string) => `${slug}/${team}`;

/** Every followed team on this device by `slug/team`; empty when storage is unreadable or off. */
export function follows(): Record<string, Follow> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(FOLLOWS_KEY) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, Follow>) : {};
  } catch {
    return {};
  }
}

export function followOf(slug: string, team: string): Follow | null {
  const f = follows()[followId(slug, team)];
  return f && (f.mode === 'push' || f.mode === 'page') ? f : null;
}

export const followMode = (slug: string, team: string): FollowMode => followOf(slug, team)?.mode ?? 'off';
