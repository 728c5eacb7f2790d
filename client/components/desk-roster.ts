// <desk-roster>: every team with its private details (organizer only): seeding by number, inline edit, withdraw and
// remove behind a confirmation, and adding a team.
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { Team } from '../../shared/engine/types.js';
import type { DeskIntent } from '../sync/desk-intents.js';
import { editorsMark, intentNote } from './desk-view.js';
import { DeskSection } from './desk-section.js';
import { pageWords } from '../i18n/page-words.js';

interface TeamForm {
  name: string;
  captain: string;
  players: string;
  phone: string;
}

const blank = (size: number): TeamForm => ({ name: '', captain: '', players: String(size), phone: '' });
const formOf = (t: Team): TeamForm => ({ name: t.name, captain: t.captain, players: String(t.players), phone: t.phone });

export class DeskRoster extends DeskSection {
  static override properties = {
    editing: { state: true },
    form: { state: true },
    adding: { state: true },
    asking: { state: true },
    mode: { state: true },
  };

  /** The team whose row is open for editing. */
  declare editing: string | null;
  declare form: TeamForm;
  declare adding: TeamForm | null;
  /** A withdrawal or removal waiting for its confirmation. */
  declare asking: { id: string; what: 'withdraw' | 'remove' } | null;
  declare mode: 'forfeit' | 'void';
  /** Op ids whose answer closes a form (an edit, an addition) once confirmed, or reopens it when refused. */
  private sent = new Map<string, 'edit' | 'add'>();

  constructor() {
    super();
    this.editing = null;
    this.form = blank(2);
    this.adding = null;
    this.asking = null;
    this.mode = 'forfeit';
  }

  protected override willUpdate(): void {
    const view = this.view;
    if (!view) return;
    for (const [opId, kind] of this.sent) {
      const a = [...view.intents.answers.values()].find((x) => x.opId === opId);
      if (!a) continue;
      this.sent.delete(opId);
      if (a.ack.ok && kind === 'edit' && this.editing === (a.intent as { id?: string }).id) this.editing = null;
      // A refused addition comes back into the form, so nothing typed is lost.
      if (!a.ack.ok && kind === 'add' && a.intent.type === 'teamAdd') {
        const i = a.intent;
        this.adding = {
          name: String(i.name ?? ''),
          captain: String(i.captain ?? ''),
          players: String(i.players ?? ''),
          phone: String(i.phone ?? ''),
        };
      }
    }
  }

  private go(intent: DeskIntent, target: string, kind?: 'edit' | 'add'): void {
    const opId = this.view!.intents.send(intent, target);
    if (kind) this.sent.set(opId, kind);
  }

  private field(
    prefix: string,
    key: keyof TeamForm,
    label: string,
    form: TeamForm,
    set: (f: TeamForm) => void,
    attrs: { type?: string; min?: number; max?: number; maxlength?: number; required?: boolean } = {},
    error?: string,
  ): TemplateResult {
    const id = `${prefix}-${key}`;
    return html`<div class="field${error ? ' has-error' : ''}"><label for=${id}>${label}</label>
<input id=${id} name=${key} type=${attrs.type ?? 'text'} .value=${form[key]} min=${attrs.min ?? nothing} max=${attrs.max ?? nothing} maxlength=${
      attrs.maxlength ?? nothing
    } ?required=${attrs.required ?? false}
 aria-invalid=${error ? 'true' : 'false'} aria-describedby=${error ? `${id}-error` : nothing}
 @input=${(e: Event) => set({ ...form, [key]: (e.target as HTMLInputElement).value })}>
${error ? html`<p class="field-error" id=${`${id}-error`}>${error}</p>` : nothing}</div>`;
  }

  /** The fields of a team form, each with the server's complaint about it (if the last try was refused). */
  private teamFields(prefix: string, form: TeamForm, set: (f: TeamForm) => void, target: string): TemplateResult {
    const size = this.view!.t.rules.teamSize;
    const a = this.view!.intents.answerFor(target);
    const w = pageWords();
    // each field's problem in the page's language when the engine gave it as a message (docs/translating.md, Refusals)
    const errs: Record<string, string> = {};
    if (a && !a.ack.ok) {
      for (const [k, english] of Object.entries(a.ack.fields ?? {})) {
        const m = a.ack.fieldWhy?.[k];
        errs[k] = m && w.lang !== 'en' ? w.t(m.key, m.values) : english;
      }
    }
    return html`${this.field(prefix, 'name', w.t('desk.fTeamName'), form, set, { required: true, maxlength: 40 }, errs.name)}
${this.field(prefix, 'captain', w.t('desk.fCaptain'), form, set, { required: true, maxlength: 60 }, errs.captain)}
${this.field(prefix, 'players', w.t('desk.fPlayers'), form, set, { type: 'number', min: size, max: 2 * size, required: true }, errs.players)}
${this.field(prefix, 'phone', w.t('desk.fPhone'), form, set, { type: 'tel', maxlength: 24 }, errs.phone)}`;
  }

  private row(team: Team): TemplateResult {
    const view = this.view!;
    const target = `team:${team.id}`;
    const pending = view.intents.pending.some((p) => p.target === target);
    const withdrawn = team.status === 'withdrawn';
    const asking = this.asking?.id === team.id ? this.asking.what : null;
    const cols = 8;
    const w = pageWords();
    return html`<tr class="${team.status}${pending ? ' is-pending' : ''}" data-team=${team.id} data-edit=${`team:${team.id}`}>
<td>${
      withdrawn
        ? team.seed
        : html`<label class="sr-only" for=${`seed-${team.id}`}>${w.t('desk.seedOf', {
            team: team.name,
          })}</label><input class="seed-input" id=${`seed-${team.id}`} type="number" min="1" .value=${String(team.seed)}
 @change=${(e: Event) => {
   const v = Number((e.target as HTMLInputElement).value);
   if (v >= 1 && v !== team.seed) this.go({ type: 'teamSeed', id: team.id, seed: v }, target);
 }}>`
    }</td>
<td data-label=""><strong>${team.name}</strong> ${editorsMark(view, 'team', team.id)}${
      team.playerNames.length ? html`<br><span class="muted small">${team.playerNames.join(', ')}</span>` : nothing
    }</td>
<td data-label=${w.t('desk.colCaptain')}>${team.captain}</td>
<td data-label=${w.t('desk.colPhone')}>${team.phone ? html`<a href=${`tel:${team.phone.replace(/[^0-9+]/g, '')}`}>${team.phone}</a>` : nothing}</td>
<td data-label=${w.t('desk.colPlayers')}>${team.players}</td>
<td data-label=${w.t('desk.colCode')}><code>${team.code}</code></td>
<td data-label=${w.t('desk.colPool')}>${team.poolId ?? '–'}</td>
<td data-label="">${
      withdrawn
        ? html`<span class="badge team-withdrawn">${w.t('desk.withdrawnBadge', { mode: team.withdrawMode === 'void' ? 'void' : 'forfeit' })}</span>`
        : html`<span class="row-buttons"><button type="button" class="btn small" @click=${() => {
            this.editing = team.id;
            this.form = formOf(team);
          }}>${w.t('desk.edit')} <span class="sr-only">${team.name}</span></button>
<button type="button" class="btn small warn" @click=${() => {
            this.asking = { id: team.id, what: 'withdraw' };
          }}>${w.t('desk.withdraw')} <span class="sr-only">${team.name}</span></button>
<button type="button" class="btn small warn" @click=${() => {
            this.asking = { id: team.id, what: 'remove' };
          }}>${w.t('desk.remove')} <span class="sr-only">${team.name}</span></button></span>`
    }</td>
</tr>
${
  this.editing === team.id || asking || view.intents.pendingFor(target).length || view.intents.answerFor(target)
    ? html`<tr class="row-extra" data-edit=${`team:${team.id}`}><td colspan=${cols}>
${
  this.editing === team.id
    ? html`<form class="team-form grid-fields" @submit=${(e: Event) => {
        e.preventDefault();
        const f = this.form;
        this.go({ type: 'teamEdit', id: team.id, name: f.name, captain: f.captain, players: f.players, phone: f.phone }, target, 'edit');
      }}>
${this.teamFields(
  `edit-${team.id}`,
  this.form,
  (f) => {
    this.form = f;
  },
  target,
)}
<p class="form-buttons"><button type="submit" class="btn primary">${w.t('desk.save', {
        team: team.name,
      })}</button> <button type="button" class="btn" @click=${() => {
        this.editing = null;
      }}>${w.t('desk.cancel')}</button></p></form>`
    : nothing
}
${
  asking === 'withdraw'
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby=${`wd-${team.id}`}>
<p id=${`wd-${team.id}`}>${w.t('desk.withdrawAsk', { team: team.name })}</p>
<div class="field"><label for=${`mode-${team.id}`}>${w.t('desk.remainingMatches')}</label><select id=${`mode-${team.id}`} @change=${(
        e: Event,
      ) => {
        this.mode = (e.target as HTMLSelectElement).value as 'forfeit' | 'void';
      }}>
<option value="forfeit" ?selected=${this.mode === 'forfeit'}>${w.t('desk.countAsForfeits')}</option><option value="void" ?selected=${
        this.mode === 'void'
      }>${w.t('desk.areVoid')}</option></select></div>
<p><button type="button" class="btn warn small" @click=${() => {
        this.asking = null;
        this.go({ type: 'withdraw', id: team.id, mode: this.mode }, target);
      }}>${w.t('desk.withdrawYes', { team: team.name })}</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = null;
      }}>${w.t('desk.cancel')}</button></p></div>`
    : nothing
}
${
  asking === 'remove'
    ? html`<div class="confirm-box" role="alertdialog" aria-labelledby=${`rm-${team.id}`}>
<p id=${`rm-${team.id}`}>${w.t('desk.removeAsk', { team: team.name })}</p>
<button type="button" class="btn danger small" @click=${() => {
        this.asking = null;
        this.go({ type: 'teamRemove', id: team.id }, target);
      }}>${w.t('desk.removeYes', { team: team.name })}</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = null;
      }}>${w.t('desk.cancel')}</button></div>`
    : nothing
}
${intentNote(view, target, { fieldsShown: this.editing === team.id })}</td></tr>`
    : nothing
}`;
  }

  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const t = view.t;
    const teams = Object.values(t.teams).sort((x, y) => (x.status === y.status ? x.seed - y.seed : x.status === 'registered' ? -1 : 1));
    const registered = teams.filter((x) => x.status === 'registered').length;
    const adding = this.adding ?? blank(t.rules.teamSize);
    const w = pageWords();
    return html`<h2 id="roster-title">${w.t('desk.rosterTitle')} <span class="count">${w.t('desk.rosterCount', {
      registered,
      withdrawn: teams.length - registered,
    })}</span></h2>
${
  teams.length === 0
    ? html`<p class="empty">${w.t('desk.noTeams')}</p>`
    : html`<p class="muted">${w.t('desk.seedHint')}</p>
<div class="table-wrap"><table class="roster">
<thead><tr><th scope="col">${w.t('desk.colSeed')}</th><th scope="col">${w.t('desk.colTeam')}</th><th scope="col">${w.t(
        'desk.colCaptain',
      )}</th><th scope="col">${w.t('desk.colPhone')}</th><th scope="col">${w.t('desk.colPlayers')}</th><th scope="col">${w.t(
        'desk.colCode',
      )}</th><th scope="col">${w.t('desk.colPool')}</th><th scope="col">${w.t('desk.colActions')}</th></tr></thead>
<tbody>${repeat(
        teams,
        (x) => x.id,
        (x) => this.row(x),
      )}</tbody></table></div>`
}
<details class="add-team" ?open=${teams.length === 0 || this.adding !== null} data-edit="team:new"><summary>${w.t('desk.addTeam')}</summary>
<form class="team-form grid-fields" @submit=${(e: Event) => {
      e.preventDefault();
      const f = adding;
      this.adding = blank(t.rules.teamSize);
      this.go({ type: 'teamAdd', name: f.name, captain: f.captain, players: f.players, phone: f.phone }, 'roster:add', 'add');
    }}>
${this.teamFields(
  'add',
  adding,
  (f) => {
    this.adding = f;
  },
  'roster:add',
)}
<p class="form-buttons"><button type="submit" class="btn primary">${w.t('desk.addTeamButton')}</button></p>
</form>
${intentNote(view, 'roster:add', { fieldsShown: true })}
</details>`;
  }
}

customElements.define('desk-roster', DeskRoster);

declare global {
  interface HTMLElementTagNameMap {
    'desk-roster': DeskRoster;
  }
}
