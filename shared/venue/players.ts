// Player identity within an event: who is the same person across the teams of all divisions, the organizer's unlinks, and who is on court.
import { nameKey } from '../engine/text.js';
import type { Team, Tournament } from '../engine/types.js';
import type { DivisionStates, PlayerRef, Unlink, VenueEvent } from './types.js';

/**
 * Combining marks of the Latin, Greek and Cyrillic diacritics (and their supplements). Marks of other
 * scripts (an Indic vowel sign, a kana voicing mark) spell a different name, so they stay.
 */
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;
/** Letters with a stroke or ligatures that Unicode does not decompose, read as their plain letters. */
const PLAIN: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ŧ: 't', æ: 'ae', œ: 'oe', þ: 'th' };
const UNDECOMPOSED = /[øłđðħıŧæœþ]/gu;

/**
 * What two player names are matched by (docs/api.md, Events): the engine's name key (invisible characters, width
 * forms and case folded away, shared/engine/text.ts), then diacritics removed and every space dropped, so
 * "José  Díaz", "jose diaz" and "JoseDiaz" are one person. Generous on purpose: a missed link can put a
 * person on two courts, a false one costs a wait until the organizer unlinks it. '' links to no one.
 */
export function playerKey(name: string): string {
  return nameKey(name)
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(UNDECOMPOSED, (c) => PLAIN[c] ?? c)
    .replace(/\s+/gu, '')
    .normalize('NFC');
}

/**
 * The player keys of a team, by index of `playerNames`; remembered per team object along with the list they were
 * made from, so a list changed in place (a fixture, a working copy) is keyed afresh.
 */
const keysOfTeam = new WeakMap<Team, { names: readonly string[]; keys: readonly string[] }>();
export function teamKeys(team: Team): readonly string[] {
  const had = keysOfTeam.get(team);
  if (had && had.names.length === team.playerNames.length && had.names.every((n, i) => n === team.playerNames[i])) return had.keys;
  const keys = team.playerNames.map(playerKey);
  keysOfTeam.set(team, { names: [...team.playerNames], keys });
  return keys;
}

const refId = (r: PlayerRef): string => `${r.division}\u0000${r.team}\u0000${r.index}`;
const pairId = (x: PlayerRef, y: PlayerRef): string => {
  const [a, b] = [refId(x), refId(y)].sort();
  return `${a}\u0001${b}`;
};
const sameTeam = (x: PlayerRef, y: PlayerRef): boolean => x.division === y.division && x.team === y.team;

/** The organizer's unlinks, for lookups; an unlink is symmetric. */
export function unlinkSet(unlinks: readonly Unlink[]): ReadonlySet<string> {
  return new Set(unlinks.map((u) => pairId(u.a, u.b)));
}

/**
 * Two player slots are one person when their keys match (and are not empty), they are on different teams
 * (a team is never on two courts anyway; two slots of one team with one name are a typing slip), and the
 * organizer has not unlinked them.
 */
export function linked(x: PlayerRef, xKey: string, y: PlayerRef, yKey: string, unlinked: ReadonlySet<string>): boolean {
  // The pair's id is built only when some pair was unlinked: the check runs for every busy namesake.
  return xKey !== '' && xKey === yKey && !sameTeam(x, y) && (unlinked.size === 0 || !unlinked.has(pairId(x, y)));
}

/** A link the event desk lists: two players of different teams taken for one person (or unlinked by the organizer). */
export interface PlayerLink {
  /** The name as the first of the two was typed (private: for the desk only). */
  name: string;
  a: PlayerRef;
  b: PlayerRef;
  unlinked: boolean;
}

/** Every pair of players with the same key on different teams, in division, team and player order. */
export function playerLinks(event: VenueEvent, states: DivisionStates): PlayerLink[] {
  const unlinked = unlinkSet(event.unlinks);
  const byKey = new Map<string, { ref: PlayerRef; name: string }[]>();
  for (const d of event.divisions) {
    const t = states.get(d.slug);
    if (!t) continue;
    for (const team of Object.values(t.teams)) {
      if (team.status === 'withdrawn') continue;
      teamKeys(team).forEach((key, index) => {
        if (key === '') return;
        const list = byKey.get(key) ?? [];
        list.push({ ref: { division: d.slug, team: team.id, index }, name: team.playerNames[index]! });
        byKey.set(key, list);
      });
    }
  }
  const links: PlayerLink[] = [];
  for (const list of byKey.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [x, y] = [list[i]!, list[j]!];
        if (sameTeam(x.ref, y.ref)) continue;
        links.push({ name: x.name, a: x.ref, b: y.ref, unlinked: unlinked.has(pairId(x.ref, y.ref)) });
      }
    }
  }
  return links;
}

/** A busy player: on court (or, in a plan, planned) until `until`. */
interface Held {
  ref: PlayerRef;
  until: number;
}

/**
 * Who is busy, by player key: the players of the teams on court in any division (the assignment), or
 * of the teams planned on a court until their match's end (the plan). Grows only.
 */
export class BusyPlayers {
  private readonly byKey = new Map<string, Held[]>();
  constructor(private readonly unlinked: ReadonlySet<string>) {}

  /** Marks every player of `team` (of `division`) busy until `until`. */
  add(division: string, team: Team, until = Number.POSITIVE_INFINITY): void {
    teamKeys(team).forEach((key, index) => {
      if (key === '') return;
      const list = this.byKey.get(key) ?? [];
      list.push({ ref: { division, team: team.id, index }, until });
      this.byKey.set(key, list);
    });
  }

  /** A player of `team` who is the same person as a busy player of another team, with that player; else null. */
  clash(division: string, team: Team): { player: PlayerRef; busy: PlayerRef } | null {
    const keys = teamKeys(team);
    for (let index = 0; index < keys.length; index++) {
      const list = this.byKey.get(keys[index]!);
      if (!list) continue;
      const player = { division, team: team.id, index };
      for (const h of list) if (linked(player, keys[index]!, h.ref, keys[index]!, this.unlinked)) return { player, busy: h.ref };
    }
    return null;
  }

  /** When every player of `team` is free of the busy players they are linked to (0: now). */
  freeAt(division: string, team: Team): number {
    const keys = teamKeys(team);
    let at = 0;
    for (let index = 0; index < keys.length; index++) {
      const list = this.byKey.get(keys[index]!);
      if (!list) continue;
      const player = { division, team: team.id, index };
      for (const h of list) if (h.until > at && linked(player, keys[index]!, h.ref, keys[index]!, this.unlinked)) at = h.until;
    }
    return at;
  }
}

/** The players on court now: every team of a live match, in every division of the event. */
export function onCourt(event: VenueEvent, states: DivisionStates): BusyPlayers {
  const busy = new BusyPlayers(unlinkSet(event.unlinks));
  for (const d of event.divisions) {
    const t = states.get(d.slug);
    if (t) for (const id of liveTeams(t)) busy.add(d.slug, t.teams[id]!);
  }
  return busy;
}

/** Team ids of a division's live matches (teams known to the division only). */
export function liveTeams(t: Tournament): string[] {
  const out: string[] = [];
  for (const m of Object.values(t.matches)) {
    if (m.status !== 'live') continue;
    for (const id of [m.a, m.b]) if (id !== null && t.teams[id]) out.push(id);
  }
  return out;
}
