// The desk's check-in list, one template for its plain-form first paint (server/pages/desk-checkin.ts) and <desk-checkin>:
// which teams it lists, its heading with the counts, and each row's name, state and code (each side wraps its own tap control).
import type { Team } from '../engine/types.js';
import type { Localized } from './markup.js';

/** What the list needs of a registered team (organizers only: the code is private). */
export interface CheckinTeam {
  id: string;
  name: string;
  seed: number;
  arrived: boolean;
  code: string;
}

/** The registered teams, by seed; a team stored before check-in existed counts as not arrived. */
export function checkinTeams(teams: Record<string, Team>): CheckinTeam[] {
  return Object.values(teams)
    .filter((x) => x.status === 'registered')
    .sort((x, y) => x.seed - y.seed)
    .map((x) => ({ id: x.id, name: x.name, seed: x.seed, arrived: x.arrived === true, code: x.code }));
}

/** "Check-in  12 of 16 checked in · 4 missing". */
export function checkinHeadView<R>({ html, words: w }: Localized<R>, teams: CheckinTeam[]): R {
  const absent = teams.filter((x) => !x.arrived).length;
  const counts = w.t('desk.checkinCounts', { in: teams.length - absent, total: teams.length, missing: absent });
  return html`<h2 id="checkin-title">${w.t('desk.checkinTitle')} <span class="count" data-counts>${counts}</span></h2>`;
}

/** Inside a row's tap control (a form's submit button, or the component's button): the mark, the name, the state. */
export function checkinTapView<R>({ html, words: w }: Localized<R>, x: CheckinTeam): R {
  const mark = x.arrived ? '✓' : '';
  return html`<span class="checkin-mark" aria-hidden="true">${mark}</span><span class="checkin-name">${x.name}</span><span class="checkin-state">${
    x.arrived ? w.t('desk.checkedIn') : w.t('desk.notHere')
  }</span>`;
}

export function checkinCodeView<R>({ html, words: w }: Localized<R>, x: CheckinTeam): R {
  return html`<span class="checkin-code">${w.t('desk.code')} <code>${x.code}</code></span>`;
}
