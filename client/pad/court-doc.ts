// The per-court keeper doc as the pad reads and writes it: the court's view (written by the server), this pad's intents and their acks.
import type * as Y from 'yjs';
import { COURT_ROOTS as ROOT, type Ack } from '../../shared/wire/room-protocol.js';
import type { MatchStage, MatchStatus, Rules, SetScore } from '../../shared/engine/types.js';
import { newOpId } from '../sync/synced-intents.js';

/** A match as the court doc carries it: public data only, sides by name. */
export interface CourtMatch {
  id: string;
  label: string | null;
  stage: MatchStage;
  round: number;
  slot: number | null;
  poolId: string;
  status: MatchStatus;
  a: string | null;
  b: string | null;
  live: [number, number] | null;
  sets: SetScore[];
}

export interface CourtNext extends Omit<CourtMatch, 'status' | 'live' | 'sets'> {
  etaMin: number;
  tentative: boolean;
  /** On a venue court: the division the next match belongs to. */
  division?: { slug: string; name: string };
}

/** What the server keeps in the doc's `court` map (server/yrooms/court-room.ts courtView). */
export interface CourtView {
  tournament: string;
  court: number;
  phase: string;
  status: 'open' | 'paused';
  reason: string | null;
  /** Null only on a free venue court (no match, so no division's rules). */
  rules: Rules | null;
  match: CourtMatch | null;
  next: CourtNext | null;
  /** A venue court (server/yrooms/venue-court-room.ts): the division whose match is on it; null while free, absent on a tournament's court. */
  division?: { slug: string; name: string } | null;
}

/** A keeper intent as this pad writes it; `pad` and `seq` are ours (the server reads only type, match, a, b, sets). */
export type PadIntent =
  | { type: 'keeperLive'; match: string; a: number; b: number; sets: SetScore[]; pad: string; seq: number; division?: string }
  | { type: 'keeperFinal'; match: string; sets: SetScore[]; pad: string; seq: number; division?: string };

/** The court view, or null before the doc has synced once (a new pad with nothing stored yet). */
export function readCourt(doc: Y.Doc): CourtView | null {
  const m = doc.getMap<unknown>(ROOT.court);
  if (!m.has('rules')) return null;
  return Object.fromEntries(m.entries()) as unknown as CourtView;
}

const isPadIntent = (v: unknown, pad: string): v is PadIntent =>
  v !== null && typeof v === 'object' && (v as PadIntent).pad === pad && typeof (v as PadIntent).seq === 'number';

/**
 * This pad's intents the server has not answered yet, oldest first. Ordered by `seq`, not by the map:
 * after a reload the doc has a new client id, and Yjs orders entries of different clients by id, not time.
 */
export function pendingOf(doc: Y.Doc, pad: string): [string, PadIntent][] {
  const acks = doc.getMap<Ack>(ROOT.acks);
  const out: [string, PadIntent][] = [];
  for (const [opId, v] of doc.getMap<unknown>(ROOT.intents).entries()) {
    if (!acks.has(opId) && isPadIntent(v, pad)) out.push([opId, v]);
  }
  return out.sort((x, y) => x[1].seq - y[1].seq);
}

/** This pad's intent under an op id, while the doc still holds it (the server drops answered ones). */
export function intentOf(doc: Y.Doc, opId: string, pad: string): PadIntent | null {
  const v = doc.getMap<unknown>(ROOT.intents).get(opId);
  return isPadIntent(v, pad) ? v : null;
}

export function ackFor(doc: Y.Doc, opId: string): Ack | undefined {
  return doc.getMap<Ack>(ROOT.acks).get(opId);
}

let lastSeq = 0;

/** Queues an intent: it syncs now or on reconnect, and its op id makes a replay harmless. */
export function writePadIntent(doc: Y.Doc, intent: Omit<PadIntent, 'seq'>): string {
  // a clock-based sequence survives reloads without storage; +1 keeps two taps in one millisecond apart
  const seq = Math.max(Date.now(), lastSeq + 1, ...pendingOf(doc, intent.pad).map(([, i]) => i.seq + 1));
  lastSeq = seq;
  const opId = newOpId();
  doc.getMap(ROOT.intents).set(opId, { ...intent, seq });
  return opId;
}
