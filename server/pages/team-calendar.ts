// A team's calendar feed (docs/api.md, Notifications: GET /t/<slug>/teams/<id>.ics): its match under way and the
// matches the court engine has planned, at their estimated start times (RFC 5545: CRLF, lines folded at 75 octets,
// text escaped). Only what the public document shows.
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import type { Words } from '../../shared/i18n/words.js';
import { allMatches } from '../../shared/view/format.js';
import { matchNameIn, sideTextIn } from '../../shared/view/format-words.js';
import { hasTeam, mySide, otherSide } from '../../shared/view/team-view.js';
import { noticeTitle } from '../../shared/notify/notices.js';

/** A match's length when the tournament has none played yet to average. */
const DEFAULT_MATCH_MIN = 30;

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.1: lines of at most 75 octets, continued on lines starting with a space; characters never split. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** UTC date-time in the basic format (20261127T101500Z). */
export function icsTime(at: number): string {
  return new Date(Math.floor(at / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
}

interface Planned {
  match: PublicMatch;
  start: number;
  court: number | null;
}

/** The team's match on court (since it started) and its planned ones (at their estimates), in time order. */
function planned(pub: PublicState, team: string): Planned[] {
  const out: Planned[] = [];
  for (const c of pub.courts) {
    if (c.match && hasTeam(c.match, team)) out.push({ match: c.match, start: c.startedAt ?? pub.generatedAt, court: c.court });
  }
  const seen = new Set(out.map((p) => p.match.id));
  for (const e of pub.upNext) {
    if (!hasTeam(e, team) || seen.has(e.id)) continue;
    seen.add(e.id);
    out.push({ match: e, start: pub.generatedAt + Math.max(0, e.etaMin) * 60_000, court: e.court });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * The feed for one team in `w`'s language (the team page links it with its own `?lang`); `base` is the service's public
 * URL (for links and UIDs), `now` the DTSTAMP.
 */
export function teamCalendar(pub: PublicState, team: string, base: string, now: number, w: Words): string {
  const name = [...pub.teams, ...pub.withdrawn].find((t) => t.id === team)?.name ?? team;
  const host = (() => {
    try {
      return new URL(base).host;
    } catch {
      return 'courtside';
    }
  })();
  const page = `${base}/t/${encodeURIComponent(pub.slug)}/teams/${encodeURIComponent(team)}`;
  const minutes = pub.avgMatchMin > 0 ? pub.avgMatchMin : DEFAULT_MATCH_MIN;
  const title = noticeTitle(pub);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtside//Team calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(`${name} · ${title}`)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT5M',
    'X-PUBLISHED-TTL:PT5M',
  ];
  const byId = new Map(allMatches(pub).map((m) => [m.id, m]));
  for (const p of planned(pub, team)) {
    const m = byId.get(p.match.id) ?? p.match;
    const opponent = sideTextIn(pub, m, otherSide(mySide(m, team)), w);
    const court = p.court === null ? '' : w.t('board.court', { court: p.court });
    const state = w.t('team.calState', { state: m.status === 'live' ? 'live' : m.status === 'on_deck' ? 'onDeck' : 'planned' });
    const about = { title, stage: m.stage === 'pool' ? 'pool' : 'bracket', match: matchNameIn(pub, m, w), state, page };
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(`${pub.slug}-${m.id}-${team}@${host}`)}`,
      `DTSTAMP:${icsTime(now)}`,
      `LAST-MODIFIED:${icsTime(pub.generatedAt)}`,
      `SEQUENCE:${m.rev}`,
      `DTSTART:${icsTime(p.start)}`,
      `DTEND:${icsTime(p.start + minutes * 60_000)}`,
      `SUMMARY:${icsText(`${name} ${w.t('board.vs')} ${opponent}${court ? ` · ${court}` : ''}`)}`,
      ...(court ? [`LOCATION:${icsText(pub.event ? `${court}, ${pub.event.name}` : court)}`] : []),
      `DESCRIPTION:${icsText(w.t('team.calDescription', about))}`,
      `URL:${icsText(page)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
