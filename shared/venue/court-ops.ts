// The event desk's court operations on venue courts (pause, resume, swap), as the division intents that carry them out.
import type { Intent } from '../engine/types.js';
import { holders } from './assign.js';
import type { DivisionStates, VenueEvent } from './types.js';

/** One intent for one division; a venue operation is a list of them, applied together in one write. */
export interface DivisionIntent {
  division: string;
  intent: Intent;
}

export type VenueOp = { ok: true; event: VenueEvent; writes: DivisionIntent[]; msg: string } | { ok: false; error: string };

function courtError(event: VenueEvent, court: number): string | null {
  return Number.isInteger(court) && court >= 1 && court <= event.courtCount
    ? null
    : `Court ${court} does not exist; choose a court from 1 to ${event.courtCount}.`;
}

/**
 * Pauses or resumes a venue court: the event's list changes, and every division whose court of that number is
 * not already so gets the same `court` intent, so each division's own document shows the court as it is.
 * A paused court keeps its live match and takes no new one (docs/api.md, The court engine), in whichever division.
 */
export function venueCourt(event: VenueEvent, states: DivisionStates, court: number, op: 'pause' | 'resume', reason: string): VenueOp {
  const bad = courtError(event, court);
  if (bad) return { ok: false, error: bad };
  const paused = event.paused.includes(court);
  if (op === 'pause' && paused) return { ok: false, error: `Court ${court} is already paused; resume it first to change the reason.` };
  if (op === 'resume' && !paused) return { ok: false, error: `Court ${court} is already open.` };
  const status = op === 'pause' ? 'paused' : 'open';
  const writes: DivisionIntent[] = [];
  for (const d of event.divisions) {
    const c = states.get(d.slug)?.courts.find((x) => x.court === court);
    if (c && c.status !== status) writes.push({ division: d.slug, intent: { type: 'court', court, op, reason } });
  }
  const next = { ...event, paused: op === 'pause' ? [...event.paused, court] : event.paused.filter((n) => n !== court) };
  return { ok: true, event: next, writes, msg: `Court ${court} ${op === 'pause' ? 'paused' : 'resumed'}.` };
}

/**
 * Moves a live match of `division` to venue court `court`. When another division's live match is on that
 * court, the two exchange courts: one `swap` in each division (in each, the other's court is free). Refused on a
 * paused court, or on a court either division may not use.
 */
export function venueSwap(event: VenueEvent, states: DivisionStates, division: string, match: string, court: number): VenueOp {
  const bad = courtError(event, court);
  if (bad) return { ok: false, error: bad };
  const entry = event.divisions.find((d) => d.slug === division);
  const t = entry ? states.get(division) : undefined;
  if (!entry || !t) return { ok: false, error: `There is no division ${division} in this event; reload the page.` };
  const m = t.matches[match];
  if (m?.status !== 'live' || m.court === null)
    return { ok: false, error: `${t.name} has no live match ${match}; only a live match can move to another court.` };
  if (m.court === court) return { ok: false, error: `That match is already on court ${court}.` };
  if (event.paused.includes(court)) return { ok: false, error: `Court ${court} is paused; resume it or choose an open court.` };
  if (!entry.courts.includes(court)) return { ok: false, error: `${t.name} may not use court ${court}; choose one of its courts.` };
  const from = m.court;
  const there = holders(event, states).get(court);
  const msg = `The match moved to court ${court}.`;
  if (!there || there.division === division) {
    return { ok: true, event, writes: [{ division, intent: { type: 'swap', match, court } }], msg };
  }
  const other = event.divisions.find((d) => d.slug === there.division);
  if (!other?.courts.includes(from)) {
    return {
      ok: false,
      error: `Court ${court} is playing ${states.get(there.division)?.name ?? there.division}, which may not use court ${from}; choose another court.`,
    };
  }
  return {
    ok: true,
    event,
    writes: [
      { division, intent: { type: 'swap', match, court } },
      { division: there.division, intent: { type: 'swap', match: there.match, court: from } },
    ],
    msg: `The matches on courts ${from} and ${court} exchanged courts.`,
  };
}
