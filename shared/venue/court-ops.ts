// The event desk's court operations on venue courts (pause, resume, swap), as the division intents that carry them out.
import type { Intent } from '../engine/types.js';
import type { Message } from '../i18n/words.js';
import { holders } from './assign.js';
import type { DivisionStates, VenueEvent } from './types.js';

/** One intent for one division; a venue operation is a list of them, applied together in one write. */
export interface DivisionIntent {
  division: string;
  intent: Intent;
}

/** `said` / `why`: the English sentence as a message, for the desk's language (docs/translating.md, Refusals). */
export type VenueOp =
  | { ok: true; event: VenueEvent; writes: DivisionIntent[]; msg: string; said: Message }
  | { ok: false; error: string; why: Message };

const refused = (error: string, key: Message['key'], values: Message['values']): VenueOp => ({
  ok: false,
  error,
  why: { key, values },
});

function courtError(event: VenueEvent, court: number): VenueOp | null {
  return Number.isInteger(court) && court >= 1 && court <= event.courtCount
    ? null
    : refused(`Court ${court} does not exist; choose a court from 1 to ${event.courtCount}.`, 'event.noCourt', {
        court,
        max: event.courtCount,
      });
}

/**
 * Pauses or resumes a venue court: the event's list changes, and every division whose court of that number is
 * not already so gets the same `court` intent, so each division's own document shows the court as it is.
 * A paused court keeps its live match and takes no new one (docs/api.md, The court engine), in whichever division.
 */
export function venueCourt(event: VenueEvent, states: DivisionStates, court: number, op: 'pause' | 'resume', reason: string): VenueOp {
  const bad = courtError(event, court);
  if (bad) return bad;
  const paused = event.paused.includes(court);
  if (op === 'pause' && paused)
    return refused(`Court ${court} is already paused; resume it first to change the reason.`, 'event.alreadyPaused', { court });
  if (op === 'resume' && !paused) return refused(`Court ${court} is already open.`, 'event.alreadyOpen', { court });
  const status = op === 'pause' ? 'paused' : 'open';
  const writes: DivisionIntent[] = [];
  for (const d of event.divisions) {
    const c = states.get(d.slug)?.courts.find((x) => x.court === court);
    if (c && c.status !== status) writes.push({ division: d.slug, intent: { type: 'court', court, op, reason } });
  }
  const next = { ...event, paused: op === 'pause' ? [...event.paused, court] : event.paused.filter((n) => n !== court) };
  const msg = `Court ${court} ${op === 'pause' ? 'paused' : 'resumed'}.`;
  return { ok: true, event: next, writes, msg, said: { key: 'event.courtDone', values: { op, court } } };
}

/**
 * Moves a live match of `division` to venue court `court`. When another division's live match is on that
 * court, the two exchange courts: one `swap` in each division (in each, the other's court is free). Refused on a
 * paused court, or on a court either division may not use.
 */
export function venueSwap(event: VenueEvent, states: DivisionStates, division: string, match: string, court: number): VenueOp {
  const bad = courtError(event, court);
  if (bad) return bad;
  const entry = event.divisions.find((d) => d.slug === division);
  const t = entry ? states.get(division) : undefined;
  if (!entry || !t)
    return refused(`There is no division ${division} in this event; reload the page.`, 'event.noDivisionReload', { division });
  const m = t.matches[match];
  if (m?.status !== 'live' || m.court === null)
    return refused(`${t.name} has no live match ${match}; only a live match can move to another court.`, 'event.notLive', {
      division: t.name,
      match,
    });
  if (m.court === court) return refused(`That match is already on court ${court}.`, 'event.alreadyOn', { court });
  if (event.paused.includes(court))
    return refused(`Court ${court} is paused; resume it or choose an open court.`, 'event.courtPaused', { court });
  if (!entry.courts.includes(court))
    return refused(`${t.name} may not use court ${court}; choose one of its courts.`, 'event.notAllowed', { division: t.name, court });
  const from = m.court;
  const there = holders(event, states).get(court);
  const msg = `The match moved to court ${court}.`;
  if (!there || there.division === division) {
    return {
      ok: true,
      event,
      writes: [{ division, intent: { type: 'swap', match, court } }],
      msg,
      said: { key: 'event.moved', values: { court } },
    };
  }
  const other = event.divisions.find((d) => d.slug === there.division);
  if (!other?.courts.includes(from)) {
    const name = states.get(there.division)?.name ?? there.division;
    return refused(`Court ${court} is playing ${name}, which may not use court ${from}; choose another court.`, 'event.courtBusy', {
      court,
      division: name,
      from,
    });
  }
  return {
    ok: true,
    event,
    writes: [
      { division, intent: { type: 'swap', match, court } },
      { division: there.division, intent: { type: 'swap', match: there.match, court: from } },
    ],
    msg: `The matches on courts ${from} and ${court} exchanged courts.`,
    said: { key: 'event.exchanged', values: { from, court } },
  };
}
