// The desk's roster: every team with its private data (organizer only) and the forms that change it.
import type { Team, Tournament } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';
import { actionButton, field } from './layout.js';

function teamActions(base: string, t: Tournament, team: Team): Html {
  const id = seg(team.id);
  const p = `tm-${team.id}`;
  const size = t.rules.teamSize;
  if (team.status === 'withdrawn') return html`<span class="muted">Withdrawn (${team.withdrawMode ?? 'forfeit'})</span>`;
  return html`<details class="row-actions"><summary>Manage <span class="sr-only">${team.name}</span></summary>
<form method="post" action="${base}/team" class="stack compact">
<input type="hidden" name="op" value="edit"><input type="hidden" name="id" value="${team.id}">
${field({ name: 'name', id: `${p}-name`, label: 'Team name', value: team.name, attrs: { required: true, maxlength: 40 } })}
${field({ name: 'captain', id: `${p}-captain`, label: 'Captain', value: team.captain, attrs: { required: true, maxlength: 60 } })}
${field({ name: 'players', id: `${p}-players`, label: 'Players', type: 'number', value: team.players, attrs: { required: true, min: size, max: 2 * size }, className: 'short' })}
<button type="submit" class="btn">Save team</button>
</form>
<form method="post" action="${base}/team" class="row-form">
<input type="hidden" name="op" value="seed"><input type="hidden" name="id" value="${team.id}">
${field({ name: 'seed', id: `${p}-seed`, label: 'Seed', type: 'number', value: team.seed, attrs: { required: true, min: 1 }, className: 'short' })}
<button type="submit" class="btn">Set seed</button>
</form>
<form method="post" action="${base}/withdraw" class="row-form" data-confirm="Withdraw ${team.name}?">
<input type="hidden" name="id" value="${team.id}">
${field({
  name: 'mode',
  id: `${p}-mode`,
  label: 'Withdraw: remaining matches',
  value: 'forfeit',
  options: [
    { value: 'forfeit', label: 'count as forfeits' },
    { value: 'void', label: 'are void' },
  ],
})}
<button type="submit" class="btn warn">Withdraw</button>
</form>
${actionButton(`${base}/team`, 'Remove team', { op: 'remove', id: team.id }, { className: 'btn danger', confirm: true })}
<p class="muted">Team page: <a href="/t/${seg(t.slug)}/team/${seg(team.code)}">/t/${t.slug}/team/${team.code}</a> · public: <a href="/t/${seg(t.slug)}/teams/${id}">/teams/${team.id}</a></p>
</details>`;
}

export function rosterSection(base: string, t: Tournament): Html {
  const teams = Object.values(t.teams).sort((x, y) => (x.status === y.status ? x.seed - y.seed : x.status === 'registered' ? -1 : 1));
  const size = t.rules.teamSize;
  const registered = teams.filter((x) => x.status === 'registered').length;
  return html`<section class="panel" id="roster">
<h2>Roster <span class="count">${registered} registered${teams.length > registered ? `, ${teams.length - registered} withdrawn` : ''}</span></h2>
${
  teams.length === 0
    ? html`<p class="empty">No teams yet. Share the registration QR code or add teams below.</p>`
    : html`<div class="table-wrap"><table class="roster">
<thead><tr><th scope="col">Seed</th><th scope="col">Team</th><th scope="col">Captain</th><th scope="col">Phone</th><th scope="col">Players</th><th scope="col">Code</th><th scope="col">Pool</th><th scope="col">Status</th><th scope="col">Actions</th></tr></thead>
<tbody>${teams.map(
        (team) => html`<tr class="${team.status}">
<td>${team.seed}</td>
<td><strong>${team.name}</strong>${team.playerNames.length ? html`<br><span class="muted small">${team.playerNames.join(', ')}</span>` : ''}</td>
<td>${team.captain}</td>
<td>${team.phone ? html`<a href="tel:${team.phone.replace(/[^0-9+]/g, '')}">${team.phone}</a>` : ''}</td>
<td>${team.players}</td>
<td><code>${team.code}</code></td>
<td>${team.poolId ?? '–'}</td>
<td><span class="badge team-${team.status}">${team.status}</span></td>
<td>${teamActions(base, t, team)}</td>
</tr>`,
      )}</tbody></table></div>`
}
<details class="add-team"${teams.length === 0 ? html` open` : ''}><summary>Add a team</summary>
<form method="post" action="${base}/team" class="stack">
<input type="hidden" name="op" value="add">
${field({ name: 'name', id: 'add-name', label: 'Team name', attrs: { required: true, maxlength: 40 } })}
${field({ name: 'captain', id: 'add-captain', label: 'Captain', attrs: { required: true, maxlength: 60 } })}
${field({ name: 'players', id: 'add-players', label: 'Players', type: 'number', value: size, attrs: { required: true, min: size, max: 2 * size }, className: 'short' })}
${field({ name: 'phone', id: 'add-phone', label: 'Phone (optional)', type: 'tel', attrs: { inputmode: 'tel', maxlength: 24 } })}
<button type="submit" class="btn primary">Add team</button>
</form>
</details>
</section>`;
}
