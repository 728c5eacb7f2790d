// <desk-app data-slug data-actor>: the organizer desk on the organizer Yjs room: the control room first (courts, queue,
// champion), then results, roster, draw, announcements, bracket and the log; every change an intent shown as pending
// until the server answers.
import { html, nothing, type TemplateResult } from 'lit';
import { currentAlerts } from '../../shared/view/format.js';
import { pageMarkup } from '../i18n/page-words.js';
import { project } from '../../shared/public/project.js';
import type { PublicState, Tournament } from '../../shared/engine/types.js';
import { predict, type Prediction } from '../predict.js';
import { DeskIntents, type Sent } from '../sync/desk-intents.js';
import { DeskRoom, type Editing } from '../sync/desk-room.js';
import { DESK_CHANGE } from './desk-events.js';
import type { DeskView } from './desk-view.js';
import { LightElement } from './light-element.js';
import { bannerView } from '../../shared/view/announcements.js';
import './alerts-list.js';
import './bracket-view.js';
import './desk-announce.js';
import './desk-court.js';
import './desk-draw.js';
import './desk-head.js';
import './desk-matches.js';
import './desk-presence.js';
import './desk-queue.js';
import './desk-roster.js';
import './podium-view.js';

/** How often running times and the overdue marks are recounted. */
const TICK_MS = 15_000;

const EDIT_KINDS = new Set<Editing['kind']>(['match', 'court', 'team', 'draw', 'announce']);

/** `match:W1-2` from a `data-edit` attribute, or null. */
function editingOf(el: Element | null): Editing | null {
  const raw = el?.closest<HTMLElement>('[data-edit]')?.dataset.edit ?? '';
  const at = raw.indexOf(':');
  const kind = raw.slice(0, at < 0 ? raw.length : at) as Editing['kind'];
  return EDIT_KINDS.has(kind) ? { kind, id: at < 0 ? '' : raw.slice(at + 1) } : null;
}

export class DeskApp extends LightElement {
  static override properties = {
    now: { state: true },
  };

  declare now: number;
  room: DeskRoom | null = null;
  intents: DeskIntents | null = null;
  private stops: (() => void)[] = [];
  private memo: { confirmed: Tournament; pending: Sent[]; prediction: Prediction } | null = null;
  private projected: { t: Tournament; now: number; pub: PublicState } | null = null;

  constructor() {
    super();
    this.now = Date.now();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const slug = this.dataset.slug;
    if (!slug || this.room) return;
    const room = (this.room = new DeskRoom(slug, this.dataset.actor || 'Organizer'));
    const intents = (this.intents = new DeskIntents(room));
    let seen = room.confirmed;
    this.stops.push(
      room.subscribe(() => {
        this.requestUpdate();
        // the live log (desk-events, outside this element) reads the events again after a change
        if (room.confirmed !== seen) document.dispatchEvent(new Event(DESK_CHANGE));
        seen = room.confirmed;
      }),
      intents.subscribe(() => this.requestUpdate()),
    );
    const tick = setInterval(() => {
      this.now = Date.now();
    }, TICK_MS);
    this.stops.push(() => clearInterval(tick));
    const focusIn = (e: Event) => room.setEditing(editingOf(e.target as Element));
    const focusOut = (e: FocusEvent) => {
      // Moving within the same thing (a result field to its button) keeps it; leaving it clears it.
      const next = editingOf(e.relatedTarget as Element | null);
      room.setEditing(next);
    };
    this.addEventListener('focusin', focusIn);
    this.addEventListener('focusout', focusOut);
    this.stops.push(() => {
      this.removeEventListener('focusin', focusIn);
      this.removeEventListener('focusout', focusOut);
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const stop of this.stops.splice(0)) stop();
    this.room?.destroy();
    this.room = null;
    this.intents = null;
  }

  /** The server's first paint stays until the doc has synced and the desk can draw the same tournament. */
  protected override shouldUpdate(): boolean {
    return !!this.room?.confirmed;
  }

  private view(): DeskView {
    const room = this.room!;
    const intents = this.intents!;
    const confirmed = room.confirmed!;
    if (!this.memo || this.memo.confirmed !== confirmed || this.memo.pending !== intents.pending) {
      this.memo = { confirmed, pending: intents.pending, prediction: predict(confirmed, intents.pending, room.name) };
    }
    const t = this.memo.prediction.state;
    if (!this.projected || this.projected.t !== t || this.projected.now !== this.now) {
      this.projected = { t, now: this.now, pub: project(t, this.now) };
    }
    return {
      t,
      confirmed,
      pub: this.projected.pub,
      room,
      intents,
      peers: room.peers(),
      pads: room.pads(),
      now: Math.max(this.now, Date.now()),
    };
  }

  protected override render(): TemplateResult {
    const view = this.view();
    const pub = view.pub;
    const mk = pageMarkup();
    const w = mk.words;
    const drawn = pub.pools.length > 0 || pub.bracket.length > 0;
    return html`<desk-head .view=${view}></desk-head>
<desk-presence .view=${view}></desk-presence>
${bannerView(mk, pub.banner)}
${
  drawn
    ? html`<section id="control" class="control-room" aria-labelledby="control-title" data-ready>
<div class="control-courts">
<h2 id="control-title">${w.t('desk.courtsTitle')} <span class="count">${w.t('desk.courtsCount', {
        playing: pub.courts.filter((c) => c.match).length,
        avg: pub.avgMatchMin,
      })}</span></h2>
<div class="courts desk-courts">${pub.courts.map((c) => html`<desk-court .view=${view} .court=${c}></desk-court>`)}</div>
</div>
<div class="control-side">
<podium-view .pub=${pub}></podium-view>
<section id="queue" aria-labelledby="queue-title"><h2 id="queue-title">${w.t('desk.upNext')} <span class="count">${pub.upNext.length}</span></h2>
<desk-queue .view=${view}></desk-queue></section>
<alerts-list .alerts=${currentAlerts(pub)} .teams=${pub.teams} .max=${4}></alerts-list>
</div>
</section>`
    : html`<section id="control" class="panel control-empty" data-ready><p class="empty">${w.t('desk.noDraw', { n: pub.teams.length })}</p></section>`
}
${
  drawn
    ? html`<section id="matches" class="panel" aria-labelledby="matches-title"><h2 id="matches-title">${w.t(
        'desk.matchesTitle',
      )}</h2><desk-matches .view=${view}></desk-matches></section>`
    : nothing
}
<section id="roster" class="panel" aria-labelledby="roster-title"><desk-roster .view=${view}></desk-roster></section>
<div class="desk-grid">
<section id="generate" class="panel" aria-labelledby="generate-title" data-edit="draw:"><desk-draw .view=${view}></desk-draw></section>
<section id="announce" class="panel" aria-labelledby="announce-title"><desk-announce .view=${view}></desk-announce></section>
</div>
${
  pub.bracket.length
    ? html`<section id="bracket" class="panel bracket" aria-labelledby="bracket-title"><h2 id="bracket-title">${w.t(
        'desk.bracketTitle',
      )}</h2><bracket-view .pub=${pub}></bracket-view></section>`
    : nothing
}`;
  }
}

customElements.define('desk-app', DeskApp);

declare global {
  interface HTMLElementTagNameMap {
    'desk-app': DeskApp;
  }
}
