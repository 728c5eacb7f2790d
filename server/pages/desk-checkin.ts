// The desk's check-in on the day: who has arrived (one tap per team), each team's code with "New code", and withdrawing every absent team.
// Plain forms (it works without JavaScript); <desk-checkin> (client/components/desk-checkin.ts) takes it over, reading its teams from data-teams.
import { absentTeams } from '../../shared/engine/checkin.js';
import type { Tournament } from '../../shared/engine/types.js';
import { checkinCodeView, checkinHeadView, checkinTapView, checkinTeams, type CheckinTeam } from '../../shared/view/desk-checkin.js';
import { entryTags } from './assets.js';
import { html, type Html } from './html.js';
import { field } from './layout.js';
import type { Localized } from '../../shared/view/markup.js';

function teamRow(base: string, x: CheckinTeam, mk: Localized<Html>): Html {
  const w = mk.words;
  const arrived = html`<input type="hidden" name="arrived" value="${x.arrived ? '0' : '1'}">`;
  return html`<li class="checkin-row ${x.arrived ? 'arrived' : 'missing'}" data-team="${x.id}">
<form method="post" action="${base}/team" class="checkin-tap">
<input type="hidden" name="op" value="arrive"><input type="hidden" name="id" value="${x.id}">${arrived}
<button type="submit" class="btn checkin-btn" aria-pressed="${x.arrived ? 'true' : 'false'}">${checkinTapView(mk, x)}</button>
</form>
${checkinCodeView(mk, x)}
<details class="new-code"><summary>${w.t('desk.newCode')}</summary>
<form method="post" action="${base}/team" class="stack compact">
<input type="hidden" name="op" value="newCode"><input type="hidden" name="id" value="${x.id}">
<p class="small">${w.t('desk.codeStops', { name: x.name, code: x.code })}</p>
<button type="submit" class="btn warn small">${w.t('desk.issueCode')}</button>
</form>
</details>
</li>`;
}

/** The withdraw-all-absent action, before the draw: confirmed by a required tick, so it cannot go by a stray tap. */
function withdrawAbsentForm(base: string, absent: number, mk: Localized<Html>): Html {
  const w = mk.words;
  const confirmLabel = html`<label for="absent-confirm">${w.t('desk.withdrawAbsentConfirm', { n: absent })}</label>`;
  return html`<form method="post" action="${base}/team" class="stack checkin-withdraw">
<input type="hidden" name="op" value="withdrawAbsent">
${field({
  name: 'mode',
  id: 'absent-mode',
  label: w.t('desk.theirMatches'),
  value: 'void',
  options: [
    { value: 'void', label: w.t('desk.areVoid') },
    { value: 'forfeit', label: w.t('desk.countAsForfeits') },
  ],
})}
<div class="field check"><input type="checkbox" id="absent-confirm" name="confirm" value="yes" required>${confirmLabel}</div>
<button type="submit" class="btn warn">${w.t('desk.withdrawAbsentButton', { n: absent })}</button>
</form>`;
}

export function checkinSection(base: string, t: Tournament, drawn: boolean, mk: Localized<Html>): Html {
  const w = mk.words;
  const teams = checkinTeams(t.teams);
  const absent = absentTeams(t).length;
  // The list as JSON in an attribute (escaped like any attribute): pages carry no inline scripts, not even data ones.
  return html`<desk-checkin data-base="${base}" data-drawn="${drawn ? '1' : '0'}" data-teams="${JSON.stringify(teams)}">
<section class="panel" id="checkin" aria-labelledby="checkin-title">
${checkinHeadView(mk, teams)}
${
  teams.length === 0
    ? html`<p class="empty">${w.t('desk.noRegistered')}</p>`
    : html`<p class="muted small">${w.t('desk.tapHint')}</p>
<ul class="checkin-list">${teams.map((x) => teamRow(base, x, mk))}</ul>`
}
${absent > 0 && !drawn ? withdrawAbsentForm(base, absent, mk) : ''}
</section>
</desk-checkin>`;
}

/** The script of the desk's check-in, import and sheet sections (client/entries/desk-tools.ts); empty without a client build. */
export function deskToolsScript(): Html {
  return entryTags('desk-tools');
}
