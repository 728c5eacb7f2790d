// The desk's roster: every team with its private data (organizer only) and the forms that change it.
import type { Team, Tournament } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';
import { actionButton, colHeads, field } from './layout.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';

function teamActions(base: string, t: Tournament, team: Team, w: Words): Html {
  const id = seg(team.id);
  const p = `tm-${team.id}`;
  const size = t.rules.teamSize;
  const teamLink = html`<a href="/t/${seg(t.slug)}/team/${seg(team.code)}">/t/${t.slug}/team/${team.code}</a>`;
  if (team.status === 'withdrawn')
    return html`<span class="muted">${w.t('desk.withdrawnBadge', { mode: team.withdrawMode ?? 'forfeit' })}</span>`;
  return html`<details class="row-actions"><summary>${w.t('desk.manage')} <span class="sr-only">${team.name}</span></summary>
<form method="post" action="${base}/team" class="stack compact">
<input type="hidden" name="op" value="edit"><input type="hidden" name="id" value="${team.id}">
${field({ name: 'name', id: `${p}-name`, label: w.t('desk.fTeamName'), value: team.name, attrs: { required: true, maxlength: 40 } })}
${field({ name: 'captain', id: `${p}-captain`, label: w.t('desk.fCaptain'), value: team.captain, attrs: { required: true, maxlength: 60 } })}
${field({
  name: 'players',
  id: `${p}-players`,
  label: w.t('desk.fPlayers'),
  type: 'number',
  value: team.players,
  attrs: { required: true, min: size, max: 2 * size },
  className: 'short',
})}
<button type="submit" class="btn">${w.t('desk.saveTeam')}</button>
</form>
<form method="post" action="${base}/team" class="row-form">
<input type="hidden" name="op" value="seed"><input type="hidden" name="id" value="${team.id}">
${field({ name: 'seed', id: `${p}-seed`, label: w.t('desk.colSeed'), type: 'number', value: team.seed, attrs: { required: true, min: 1 }, className: 'short' })}
<button type="submit" class="btn">${w.t('desk.setSeed')}</button>
</form>
<form method="post" action="${base}/withdraw" class="row-form" data-confirm="${w.t('desk.withdrawAskShort', { team: team.name })}">
<input type="hidden" name="id" value="${team.id}">
${field({
  name: 'mode',
  id: `${p}-mode`,
  label: w.t('desk.withdrawMode'),
  value: 'forfeit',
  options: [
    { value: 'forfeit', label: w.t('desk.countAsForfeits') },
    { value: 'void', label: w.t('desk.areVoid') },
  ],
})}
<button type="submit" class="btn warn">${w.t('desk.withdraw')}</button>
</form>
${actionButton(`${base}/team`, w.t('desk.removeTeam'), { op: 'remove', id: team.id }, { className: 'btn danger', confirm: true })}
<p class="muted">${w.t('desk.teamPage')} ${teamLink} · ${w.t('desk.publicPage')} <a href="/t/${seg(t.slug)}/teams/${id}">/teams/${team.id}</a></p>
</details>`;
}

export function rosterSection(base: string, t: Tournament, w: Words = wordsFor('en')): Html {
  const teams = Object.values(t.teams).sort((x, y) => (x.status === y.status ? x.seed - y.seed : x.status === 'registered' ? -1 : 1));
  const size = t.rules.teamSize;
  const registered = teams.filter((x) => x.status === 'registered').length;
  const heads = colHeads(w, [
    'desk.colSeed',
    'desk.colTeam',
    'desk.colCaptain',
    'desk.colPhone',
    'desk.colPlayers',
    'desk.colCode',
    'desk.colPool',
    'desk.colStatus',
    'desk.colActions',
  ]);
  return html`<section class="panel" id="roster">
<h2>${w.t('desk.rosterTitle')} <span class="count">${w.t('desk.rosterCount', { registered, withdrawn: teams.length - registered })}</span></h2>
${
  teams.length === 0
    ? html`<p class="empty">${w.t('desk.noTeams')}</p>`
    : html`<div class="table-wrap"><table class="roster">
<thead><tr>${heads}</tr></thead>
<tbody>${teams.map(
        (team) => html`<tr class="${team.status}">
<td>${team.seed}</td>
<td><strong>${team.name}</strong>${team.playerNames.length ? html`<br><span class="muted small">${team.playerNames.join(', ')}</span>` : ''}</td>
<td>${team.captain}</td>
<td>${team.phone ? html`<a href="tel:${team.phone.replace(/[^0-9+]/g, '')}">${team.phone}</a>` : ''}</td>
<td>${team.players}</td>
<td><code>${team.code}</code></td>
<td>${team.poolId ?? '–'}</td>
<td><span class="badge team-${team.status}">${w.t('desk.teamStatus', { status: team.status })}</span></td>
<td>${teamActions(base, t, team, w)}</td>
</tr>`,
      )}</tbody></table></div>`
}
<details class="add-team"${teams.length === 0 ? html` open` : ''}><summary>${w.t('desk.addTeam')}</summary>
<form method="post" action="${base}/team" class="stack">
<input type="hidden" name="op" value="add">
${field({ name: 'name', id: 'add-name', label: w.t('desk.fTeamName'), attrs: { required: true, maxlength: 40 } })}
${field({ name: 'captain', id: 'add-captain', label: w.t('desk.fCaptain'), attrs: { required: true, maxlength: 60 } })}
${field({
  name: 'players',
  id: 'add-players',
  label: w.t('desk.fPlayers'),
  type: 'number',
  value: size,
  attrs: { required: true, min: size, max: 2 * size },
  className: 'short',
})}
${field({ name: 'phone', id: 'add-phone', label: w.t('desk.fPhone'), type: 'tel', attrs: { inputmode: 'tel', maxlength: 24 } })}
<button type="submit" class="btn primary">${w.t('desk.addTeamButton')}</button>
</form>
</details>
</section>`;
}
