// Remembering which teams this device follows (follows.ts reads it); loaded with the rest of the notification code.
import { FOLLOWS_KEY, type Follow, followId, follows } from './follows.js';

/** More would be a device shared by a whole club: the oldest are dropped. */
export const MAX_FOLLOWS = 50;

/** Remembers (or with null forgets) one team's follow; false when storage refused it. */
export function setFollow(slug: string, team: string, f: Follow | null): boolean {
  const all = follows();
  delete all[followId(slug, team)];
  if (f) all[followId(slug, team)] = f;
  const keys = Object.keys(all);
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_FOLLOWS))) delete all[k];
  try {
    localStorage.setItem(FOLLOWS_KEY, JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}
