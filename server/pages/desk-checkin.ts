// The desk's check-in on the day: who has arrived (one tap per team), each team's code with "New code", and withdrawing every absent team.
// Plain forms (it works without JavaScript); <desk-checkin> (client/components/desk-checkin.ts) takes it over, reading its teams from data-teams.
import { absentTeams } from '../../shared/engine/checkin.js';
import type { Tournament } from '../../shared/engine/types.js';
import { checkinCodeView, checkinHeadView, checkinTapView, checkinTeams, type CheckinTeam } from '../../shared/view/desk-checkin.js';
import { entryTags } from './assets.js';
import { html, type Html } from './html.js';
import { field } from './layout.js';
import { SERVER_MARKUP } from './markup.js';

function teamRow(base: string, x: CheckinTeam): Html {
  return html`<li class="checkin-row ${x.arrived ? 'arrived' : 'missing'}" data-team="${x.id}">
<form method="post" action="${base}/team" class="checkin-tap">
<input type="hidden" name="op" value="arrive"><input type="hidden" name="id" value="${x.id}"><input type="hidden" name="arrived" value="${x.arrived ? '0' : '1'}">
<button type="submit" class="btn checkin-btn" aria-pressed="${x.arrived ? 'true' : 'false'}">${checkinTapView(SERVER_MARKUP, x)}</button>
</form>
${checkinCodeView(SERVER_MARKUP, x)}
<details class="new-code"><summary>New code</summary>
<form method="post" action="${base}/team" class="stack compact">
<input type="hidden" name="op" value="newCode"><input type="hidden" name="id" value="${x.id}">
<p class="small">${x.name}'s code ${x.code} will stop working; give the team the new one.</p>
<button type="submit" class="btn warn small">Issue a new code</button>
</form>
</details>
</li>`;
}

/** The withdraw-all-absent action, before the draw: confirmed by a required tick, so it cannot go by a stray tap. */
function withdrawAbsentForm(base: string, absent: number): Html {
  return html`<form method="post" action="${base}/team" class="stack checkin-withdraw">
<input type="hidden" name="op" value="withdrawAbsent">
${field({
  name: 'mode',
  id: 'absent-mode',
  label: 'Their matches, if any are drawn',
  value: 'void',
  options: [
    { value: 'void', label: 'are void' },
    { value: 'forfeit', label: 'count as forfeits' },
  ],
})}
<div class="field check"><input type="checkbox" id="absent-confirm" name="confirm" value="yes" required><label for="absent-confirm">Yes, withdraw the ${absent} team${absent === 1 ? '' : 's'} not checked in</label></div>
<button type="submit" class="btn warn">Withdraw ${absent} absent team${absent === 1 ? '' : 's'}</button>
</form>`;
}

export function checkinSection(base: string, t: Tournament, drawn: boolean): Html {
  const teams = checkinTeams(t.teams);
  const absent = absentTeams(t).length;
  // The list as JSON in an attribute (escaped like any attribute): pages carry no inline scripts, not even data ones.
  return html`<desk-checkin data-base="${base}" data-drawn="${drawn ? '1' : '0'}" data-teams="${JSON.stringify(teams)}">
<section class="panel" id="checkin" aria-labelledby="checkin-title">
${checkinHeadView(SERVER_MARKUP, teams)}
${
  teams.length === 0
    ? html`<p class="empty">No registered teams yet.</p>`
    : html`<p class="muted small">Tap a team as it arrives; tap again to undo. A team that lost its code gets a new one here.</p>
<ul class="checkin-list">${teams.map((x) => teamRow(base, x))}</ul>`
}
${absent > 0 && !drawn ? withdrawAbsentForm(base, absent) : ''}
</section>
</desk-checkin>`;
}

/** The script of the desk's check-in, import and sheet sections (client/entries/desk-tools.ts); empty without a client build. */
export function deskToolsScript(): Html {
  return entryTags('desk-tools');
}
