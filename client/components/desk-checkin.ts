// <desk-checkin data-base data-drawn>: arrival check-in at the desk: one tap per team (also on a phone), who is missing, each team's
// code with a confirmed "New code", and the confirmed withdrawal of every absent team; each change a JSON post to the organizer routes.
import { html, nothing, type TemplateResult } from 'lit';
import { checkinCodeView, checkinHeadView, checkinTapView, type CheckinTeam } from '../../shared/view/desk-checkin.js';
import { postJson } from '../sync/organizer-post.js';
import { LightElement } from './light-element.js';
import { pageMarkup } from '../i18n/page-words.js';

const mk = () => pageMarkup();
const tr = () => pageMarkup().words;

type Note = { kind: 'pending' | 'done' | 'refused'; text: string };

export class DeskCheckin extends LightElement {
  static override properties = {
    teams: { attribute: false },
    drawn: { type: Boolean },
    notes: { state: true },
    asking: { state: true },
    query: { state: true },
    missingOnly: { state: true },
  };

  /** Set by the desk app from its live tournament; otherwise read once from the server's `data-teams`. */
  declare teams: CheckinTeam[] | null;
  /** Play is drawn: withdrawing every absent team is no longer offered (withdraw them one by one). */
  declare drawn: boolean;
  /** The latest answer per team id, and under `all` for the withdrawal. */
  declare notes: Map<string, Note>;
  /** The confirmation on screen: `code:<id>` or `absent`. */
  declare asking: string | null;
  declare query: string;
  declare missingOnly: boolean;

  constructor() {
    super();
    this.teams = null;
    this.drawn = false;
    this.notes = new Map();
    this.asking = null;
    this.query = '';
    this.missingOnly = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.drawn ||= this.dataset.drawn === '1';
    if (this.teams === null) {
      try {
        this.teams = JSON.parse(this.dataset.teams ?? '[]') as CheckinTeam[];
      } catch {
        this.teams = [];
      }
    }
  }

  private get base(): string {
    return this.dataset.base ?? '';
  }

  private note(key: string, note: Note | null): void {
    const next = new Map(this.notes);
    if (note) next.set(key, note);
    else next.delete(key);
    this.notes = next;
  }

  private patch(id: string, change: Partial<CheckinTeam>): void {
    this.teams = (this.teams ?? []).map((x) => (x.id === id ? { ...x, ...change } : x));
  }

  /** One tap: shown at once, put back with the reason if the server refuses. */
  private async arrive(team: CheckinTeam): Promise<void> {
    const arrived = !team.arrived;
    this.patch(team.id, { arrived });
    this.note(team.id, { kind: 'pending', text: tr().t('desk.saving') });
    const a = await postJson(`${this.base}/team`, { op: 'arrive', id: team.id, arrived: arrived ? '1' : '0' });
    if (!a.ok) this.patch(team.id, { arrived: team.arrived });
    this.note(team.id, a.ok ? null : { kind: 'refused', text: a.error });
  }

  private async newCode(team: CheckinTeam): Promise<void> {
    this.asking = null;
    this.note(team.id, { kind: 'pending', text: tr().t('desk.issuing') });
    const a = await postJson(`${this.base}/team`, { op: 'newCode', id: team.id });
    if (a.ok && typeof a.code === 'string') {
      this.patch(team.id, { code: a.code });
      this.note(team.id, { kind: 'done', text: tr().t('desk.newCodeDone', { code: a.code, name: team.name, old: team.code }) });
    } else {
      this.note(team.id, { kind: 'refused', text: a.ok ? tr().t('desk.noCodeSent') : a.error });
    }
  }

  private async withdrawAbsent(mode: string): Promise<void> {
    this.asking = null;
    this.note('all', { kind: 'pending', text: tr().t('desk.withdrawing') });
    const a = await postJson(`${this.base}/team`, { op: 'withdrawAbsent', mode });
    if (a.ok) this.teams = (this.teams ?? []).filter((x) => x.arrived);
    this.note('all', a.ok ? { kind: 'done', text: a.msg } : { kind: 'refused', text: a.error });
  }

  private noteView(key: string): TemplateResult | typeof nothing {
    const n = this.notes.get(key);
    if (!n) return nothing;
    return html`<p class="checkin-note ${n.kind}" role=${n.kind === 'refused' ? 'alert' : 'status'}>${n.text}</p>`;
  }

  private row(x: CheckinTeam): TemplateResult {
    const asking = this.asking === `code:${x.id}`;
    return html`<li class="checkin-row ${x.arrived ? 'arrived' : 'missing'}" data-team=${x.id}>
<button type="button" class="btn checkin-btn" aria-pressed=${x.arrived ? 'true' : 'false'} @click=${() => this.arrive(x)}>${checkinTapView(mk(), x)}</button>
${checkinCodeView(mk(), x)}
<button type="button" class="btn small new-code-btn" aria-expanded=${asking ? 'true' : 'false'} @click=${() => {
      this.asking = asking ? null : `code:${x.id}`;
    }}>${tr().t('desk.newCode')}<span class="sr-only"> ${tr().t('desk.newCodeFor', { name: x.name })}</span></button>
${
  asking
    ? html`<div class="confirm-box checkin-confirm" role="group" aria-label="${tr().t('desk.newCode')} ${tr().t('desk.newCodeFor', { name: x.name })}">
<p>${tr().t('desk.codeStopsAsk', { name: x.name, code: x.code })}</p>
<button type="button" class="btn warn small" @click=${() => this.newCode(x)}>${tr().t('desk.issueCode')}</button>
<button type="button" class="btn small" @click=${() => {
        this.asking = null;
      }}>${tr().t('desk.cancel')}</button></div>`
    : nothing
}
${this.noteView(x.id)}
</li>`;
  }

  private withdrawView(absent: number): TemplateResult | typeof nothing {
    if (absent === 0 || this.drawn) return this.noteView('all');
    if (this.asking !== 'absent') {
      return html`<p><button type="button" class="btn warn" @click=${() => {
        this.asking = 'absent';
      }}>${tr().t('desk.withdrawAbsentAsk', { n: absent })}</button></p>${this.noteView('all')}`;
    }
    const w = tr();
    return html`<div class="confirm-box checkin-confirm" role="group" aria-label=${w.t('desk.withdrawAbsentLabel')}>
<p>${w.t('desk.withdrawAbsentText', { n: absent })}</p>
<label class="field">${w.t('desk.theirMatches')} <select id="absent-mode-live"><option value="void">${w.t(
      'desk.areVoid',
    )}</option><option value="forfeit">${w.t('desk.countAsForfeits')}</option></select></label>
<button type="button" class="btn warn" @click=${() =>
      this.withdrawAbsent(
        (this.querySelector('#absent-mode-live') as HTMLSelectElement | null)?.value ?? 'void',
      )}>${w.t('desk.withdrawN', { n: absent })}</button>
<button type="button" class="btn" @click=${() => {
      this.asking = null;
    }}>${w.t('desk.cancel')}</button>
</div>${this.noteView('all')}`;
  }

  protected override render(): TemplateResult {
    const teams = this.teams ?? [];
    const absent = teams.filter((x) => !x.arrived).length;
    const q = this.query.trim().toLowerCase();
    const shown = teams.filter(
      (x) => (!this.missingOnly || !x.arrived) && (q === '' || x.name.toLowerCase().includes(q) || x.code.toLowerCase() === q),
    );
    return html`<section class="panel" id="checkin" aria-labelledby="checkin-title">
${checkinHeadView(mk(), teams)}
${
  teams.length === 0
    ? html`<p class="empty">${tr().t('desk.noRegistered')}</p>`
    : html`<div class="checkin-tools">
<label class="field">${tr().t('desk.findTeam')} <input type="search" .value=${this.query} @input=${(e: Event) => {
        this.query = (e.target as HTMLInputElement).value;
      }} autocomplete="off"></label>
<label class="check-inline"><input type="checkbox" .checked=${this.missingOnly} @change=${(e: Event) => {
        this.missingOnly = (e.target as HTMLInputElement).checked;
      }}> ${tr().t('desk.missingOnly')}</label>
</div>
<ul class="checkin-list">${shown.map((x) => this.row(x))}</ul>
${shown.length === 0 ? html`<p class="empty">${tr().t('desk.noTeamMatches')}</p>` : nothing}`
}
${this.withdrawView(absent)}
</section>`;
  }
}

if (!customElements.get('desk-checkin')) customElements.define('desk-checkin', DeskCheckin);

declare global {
  interface HTMLElementTagNameMap {
    'desk-checkin': DeskCheckin;
  }
}
