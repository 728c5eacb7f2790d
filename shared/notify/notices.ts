// What a team's phone is told, and when (docs/api.md, Notifications): decided from two public documents, the one
// the notifier saw last (as a small baseline) and the new one. Pure: the server's push sender and the team page's
// on-page notification use the same rules.
import type { MatchStatus, PublicMatch, PublicState } from '../engine/types.js';
import type { Words } from '../i18n/words.js';
import { allMatches, matchName, setCount, setsText, sideText } from '../view/format.js';
import { matchNameIn, sideTextIn } from '../view/format-words.js';

export type NoticeKind = 'on_deck' | 'live' | 'court' | 'result' | 'broadcast';

/** The push payload (docs/api.md, Notifications): `{title, body, url, tag}`, plus what it is about. */
export interface NoticePayload {
  title: string;
  body: string;
  /** The team page, a path on this service. */
  url: string;
  /** One per match (a newer notice about the match replaces the older one), one per broadcast. */
  tag: string;
  kind: NoticeKind;
  team: string;
}

/** One notice to one team; `id` names the change it reports, the same for the same change after a restart. */
export interface Notice extends NoticePayload {
  id: string;
}

/** What the notifier keeps of a document: each match's status, court and version, and the newest broadcast's time. */
export interface Seen {
  /** Match id → [status, court (0: none), rev]. */
  m: Record<string, [MatchStatus, number, number]>;
  /** `at` of the newest broadcast seen (0: none). */
  b: number;
}

const DONE: ReadonlySet<MatchStatus> = new Set<MatchStatus>(['final', 'forfeit']);

export function seenOf(pub: PublicState): Seen {
  const m: Seen['m'] = {};
  for (const x of allMatches(pub)) m[x.id] = [x.status, x.court ?? 0, x.rev];
  return { m, b: newestBroadcast(pub) };
}

function newestBroadcast(pub: PublicState): number {
  let at = 0;
  for (const a of pub.recentAlerts) if (a.kind === 'broadcast' && a.at > at) at = a.at;
  return at;
}

/** The team page a notice opens. */
export const teamPath = (slug: string, team: string) => `/t/${encodeURIComponent(slug)}/teams/${encodeURIComponent(team)}`;

/** The title every notice of a tournament carries: its name, and its event's for a division. */
export function noticeTitle(pub: Pick<PublicState, 'name' | 'event'>): string {
  return pub.event ? `${pub.event.name} · ${pub.name}` : pub.name;
}

/**
 * The notices from `before` to `after` for the teams in `teams` (the followed ones). Nothing without a baseline:
 * the first document a notifier sees is where it starts. A match newly on deck, newly live, on deck or live on
 * another court than before, or newly decided (a result or a forfeit) tells both its teams; a broadcast newer
 * than the baseline's tells every followed team of the tournament.
 */
export function decideNotices(before: Seen | null, after: PublicState, teams: ReadonlySet<string>, w?: Words): Notice[] {
  if (before === null || teams.size === 0) return [];
  const out: Notice[] = [];
  const title = noticeTitle(after);
  const eta = new Map(after.upNext.map((e) => [e.id, e.etaMin]));
  for (const m of allMatches(after)) {
    const work = m.workTeam && teams.has(m.workTeam.id) ? m.workTeam : null;
    if (!((m.a && teams.has(m.a.id)) || (m.b && teams.has(m.b.id)) || work)) continue;
    const was = before.m[m.id];
    const kind = changeOf(was, m);
    if (kind === null) continue;
    // The work team is called too (docs/api.md, Work teams): to referee, not for a result.
    if (work && kind !== 'result')
      out.push({
        id: `${after.slug}:${m.id}:${kind}:${m.rev}:${work.id}`,
        kind,
        team: work.id,
        title,
        body: w ? workBodyIn(m, kind, eta.get(m.id), w) : workBodyOf(m, kind, eta.get(m.id)),
        url: teamPath(after.slug, work.id),
        tag: `${after.slug}:${m.id}`,
      });
    for (const side of ['A', 'B'] as const) {
      const ref = side === 'A' ? m.a : m.b;
      if (!ref || !teams.has(ref.id)) continue;
      out.push({
        id: `${after.slug}:${m.id}:${kind}:${m.rev}:${ref.id}`,
        kind,
        team: ref.id,
        title,
        body: w ? bodyIn(after, m, side, kind, eta.get(m.id), w) : bodyOf(after, m, side, kind, eta.get(m.id)),
        url: teamPath(after.slug, ref.id),
        tag: `${after.slug}:${m.id}`,
      });
    }
  }
  const broadcasts = after.recentAlerts.filter((a) => a.kind === 'broadcast' && a.at > before.b).sort((x, y) => x.at - y.at);
  for (const a of broadcasts) {
    for (const team of teams) {
      if (!after.teams.some((t) => t.id === team)) continue;
      out.push({
        id: `${after.slug}:broadcast:${a.at}:${team}`,
        kind: 'broadcast',
        team,
        title,
        body: a.text,
        url: teamPath(after.slug, team),
        tag: `${after.slug}:broadcast:${a.at}`,
      });
    }
  }
  return out;
}

/** What changed for the match's teams, if anything they are told about. */
function changeOf(was: Seen['m'][string] | undefined, m: PublicMatch): NoticeKind | null {
  const [status, court] = was ?? ['pending', 0];
  if (m.status === 'on_deck') {
    if (status !== 'on_deck') return 'on_deck';
    return court !== (m.court ?? 0) ? 'court' : null;
  }
  if (m.status === 'live') {
    if (status !== 'live') return 'live';
    return court !== (m.court ?? 0) ? 'court' : null;
  }
  if (DONE.has(m.status) && !DONE.has(status) && status !== 'void' && status !== 'bye') return 'result';
  return null;
}

/** What the match's work team is told: the match it referees, where and when. */
function workBodyOf(m: PublicMatch, kind: NoticeKind, etaMin: number | undefined): string {
  const match = `${m.a?.name ?? '?'} vs ${m.b?.name ?? '?'}`;
  const court = `court ${m.court ?? '?'}`;
  const wait = etaMin === undefined ? '' : etaMin <= 0 ? ', now' : `, in about ${etaMin} min`;
  if (kind === 'on_deck') return `Work team: you referee ${match} on ${court}${wait}.`;
  if (kind === 'live') return `Work team: ${match} has started on ${court}. You referee it.`;
  return `Work team: the match you referee, ${match}, is now on ${court}${m.status === 'live' ? '' : wait}.`;
}

function bodyOf(pub: PublicState, m: PublicMatch, side: 'A' | 'B', kind: NoticeKind, etaMin: number | undefined): string {
  const opponent = sideText(pub, m, side === 'A' ? 'B' : 'A');
  const court = `court ${m.court ?? '?'}`;
  const wait = etaMin === undefined ? '' : etaMin <= 0 ? ', now' : `, in about ${etaMin} min`;
  const what = m.stage === 'pool' ? '' : ` (${matchName(pub, m)})`;
  if (kind === 'on_deck') return `On deck: vs ${opponent} on ${court}${wait}${what}.`;
  if (kind === 'live') return `Now playing: vs ${opponent} on ${court}${what}. Go to ${court}!`;
  if (kind === 'court')
    return m.status === 'live'
      ? `Court change: your match vs ${opponent} is now on ${court}${what}.`
      : `Court change: your next match vs ${opponent} is now on ${court}${wait}${what}.`;
  const mine = m.winner?.id === (side === 'A' ? m.a : m.b)?.id;
  const won = m.winner !== null && mine;
  if (m.status === 'forfeit') return `${won ? 'Won' : 'Lost'} by forfeit vs ${opponent}${what}.`;
  const [a, b] = setCount(m.sets);
  const sets = side === 'A' ? m.sets : m.sets.map(([x, y]): [number, number] => [y, x]);
  const count = side === 'A' ? `${a}-${b}` : `${b}-${a}`;
  return `${m.winner === null ? 'Result' : won ? 'Won' : 'Lost'} ${count} vs ${opponent}${what}: ${setsText(sets)}.`;
}

// ---- the same sentences from the catalogue (`w`: the reader's words, docs/translating.md); English equals the above ----

const waitOf = (etaMin: number | undefined) => ({ wait: etaMin === undefined ? 'none' : etaMin <= 0 ? 'now' : 'in', min: etaMin ?? 0 });

function workBodyIn(m: PublicMatch, kind: NoticeKind, etaMin: number | undefined, w: Words): string {
  const v = { teams: `${m.a?.name ?? '?'} ${w.t('board.vs')} ${m.b?.name ?? '?'}`, court: m.court ?? '?', ...waitOf(etaMin) };
  if (kind === 'on_deck') return w.t('notify.workOnDeck', v);
  if (kind === 'live') return w.t('notify.workLive', v);
  return w.t('notify.workCourt', m.status === 'live' ? { ...v, wait: 'none' } : v);
}

function bodyIn(pub: PublicState, m: PublicMatch, side: 'A' | 'B', kind: NoticeKind, etaMin: number | undefined, w: Words): string {
  const v = {
    opponent: sideTextIn(pub, m, side === 'A' ? 'B' : 'A', w),
    court: m.court ?? '?',
    ...waitOf(etaMin),
    named: m.stage === 'pool' ? 'no' : 'yes',
    match: m.stage === 'pool' ? '' : matchNameIn(pub, m, w),
  };
  if (kind === 'on_deck') return w.t('notify.onDeck', v);
  if (kind === 'live') return w.t('notify.live', v);
  if (kind === 'court') return w.t(m.status === 'live' ? 'notify.courtLive' : 'notify.courtNext', v);
  const mine = m.winner?.id === (side === 'A' ? m.a : m.b)?.id;
  const won = m.winner !== null && mine;
  if (m.status === 'forfeit') return w.t('notify.forfeit', { ...v, won: won ? 'yes' : 'no' });
  const [a, b] = setCount(m.sets);
  const sets = side === 'A' ? m.sets : m.sets.map(([x, y]): [number, number] => [y, x]);
  const count = side === 'A' ? `${a}-${b}` : `${b}-${a}`;
  return w.t('notify.result', { ...v, outcome: m.winner === null ? 'none' : won ? 'won' : 'lost', count, sets: setsText(sets) });
}
