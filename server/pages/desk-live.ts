// The structural signature of a public document, for the live desk (static/desk.js): what the desk page
// shows as its layout (phase, teams, draw, decided results, court assignment, queue membership), as
// opposed to what desk.js updates in place (running scores, live sets, ETAs, planned courts, average).
// The page carries the signature of the document it was rendered from (body data-sig); desk.js computes
// the same signature for every pushed document and offers a reload when it differs.
// KEEP IN SYNC with `structure()` and `fnv1a()` in static/desk.js: the same arrays in the same order.
import type { PublicMatch, PublicState } from '../../shared/types.js';

const ref = (r: { id: string } | null | undefined): string | null => (r ? r.id : null);

function matchShape(m: PublicMatch): unknown[] {
  const live = m.status === 'live';
  return [m.id, m.status, m.court, ref(m.a), ref(m.b), ref(m.winner), live ? null : m.sets];
}

/** The canonical text of what a desk page lays out; only arrays, so key order can never differ. */
export function deskStructure(pub: PublicState): string {
  return JSON.stringify([
    pub.phase, pub.banner ?? null, pub.courtCount,
    pub.teams.map((t) => [t.id, t.name, t.players, t.seed, t.status, t.poolId]),
    pub.withdrawn.map((t) => [t.id, t.name, t.status]),
    pub.pools.map((p) => [p.id, p.matches.map(matchShape)]),
    pub.bracket.map(matchShape),
    pub.courts.map((c) => [c.court, c.status, c.reason ?? null, c.match ? c.match.id : null]),
    pub.upNext.map((e) => [e.id, e.status, e.tentative ? 1 : 0]),
    ref(pub.champion),
  ]);
}

/** 32-bit FNV-1a over UTF-16 code units, as 8 hex digits. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export const deskSignature = (pub: PublicState): string => fnv1a(deskStructure(pub));
