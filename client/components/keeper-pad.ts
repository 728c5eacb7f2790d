// <keeper-pad data-slug data-court data-k>: the score keeper's pad for one court, on the keeper Yjs room: big point buttons per team, undo, the final with a confirmation, offline first.
import { html, nothing, type TemplateResult } from 'lit';
import { matchTitle, setCount, setsText } from '../../shared/view/format.js';
import { PadModel, type PadView } from '../pad/pad-model.js';
import { PadStorage } from '../pad/pad-storage.js';
import type { SideIndex } from '../pad/score.js';
import { KeeperRoom } from '../sync/court-room.js';
import { handoverBanner, headLine, nextView, scoreBoard, setLine, statusLine } from './keeper-parts.js';
import { LightElement } from './light-element.js';

export class KeeperPad extends LightElement {
  static override properties = {
    view: { state: true },
  };

  declare view: PadView | null;
  private room: KeeperRoom | null = null;
  private model: PadModel | null = null;
  private unsubscribe: (() => void) | null = null;
  private court = 0;
  private tournament = '';

  constructor() {
    super();
    this.view = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const { slug = '', court = '0', k = '' } = this.dataset;
    this.court = Number(court);
    // the server's first paint names the tournament; kept for the header until the doc has loaded
    this.tournament = this.querySelector('.k-tournament')?.textContent ?? '';
    const storage = new PadStorage(slug, this.court);
    const room = new KeeperRoom({ slug, court: this.court, k, storage });
    this.room = room;
    this.model = new PadModel(room, storage, slug, this.refresh);
    this.unsubscribe = room.subscribe(this.refresh);
    void room.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  // keeps the server's first paint until the stored doc has been read
  protected override shouldUpdate(): boolean {
    return this.view !== null;
  }

  private refresh = (): void => {
    if (!this.model || !this.room || this.room.conn.state === 'loading') return;
    this.view = this.model.view();
  };

  private act(fn: (m: PadModel, v: PadView) => void): void {
    if (!this.model || !this.view) return;
    fn(this.model, this.view);
    this.refresh();
  }

  private point = (side: SideIndex): void => this.act((m, v) => m.point(v, side));
  private undo = (): void => this.act((m, v) => m.undo(v));
  private correct = (side: SideIndex): void => this.act((m, v) => m.correct(v, side));
  private takeOver = (): void => this.act((m) => m.handover.takeOver());
  private retry = (): void => this.room?.retry();

  /** Asks before the final goes out: it ends the match on this court. */
  private askFinal = (): void => {
    const dialog = this.querySelector<HTMLDialogElement>('#k-confirm');
    if (!dialog || !this.view?.decided) return;
    dialog.returnValue = '';
    dialog.showModal();
  };

  private confirmed = (e: Event): void => {
    if ((e.target as HTMLDialogElement).returnValue === 'ok') this.act((m, v) => m.sendFinal(v));
  };

  protected override render(): TemplateResult {
    const v = this.view!;
    const court = this.court;
    const head = html`<header class="k-head"><h1>Court ${court}</h1>${headLine(v, this.tournament)}${statusLine(v)}</header>`;
    if (v.conn.state === 'refused') {
      return html`${head}<div class="k-refused" id="k-refused" role="alert"><p>${v.conn.sentence}</p>${v.conn.retry ? html`<button type="button" class="btn big" @click=${this.retry}>Try again</button>` : nothing}</div>`;
    }
    return html`${head}${handoverBanner(v, court, this.takeOver)}${v.match ? this.matchView(v) : this.noMatch(v)}${this.message(v)}${nextView(v, court)}${this.dialog(v)}`;
  }

  private matchView(v: PadView): TemplateResult {
    const m = v.match!;
    const scoring = v.handover.role === 'scoring';
    const open = scoring && !v.decided && !v.finalWaiting;
    return html`<section class="k-pad" aria-labelledby="k-match">
<p class="k-match" id="k-match">${matchTitle(m)}</p>
<p class="k-set" id="k-set">${setLine(v)}</p>
${scoreBoard(v, open, this.point)}
${scoring ? this.controls(v) : nothing}
</section>`;
  }

  private controls(v: PadView): TemplateResult {
    const waiting = v.finalWaiting;
    return html`<div class="k-actions">
${v.undo ? html`<button type="button" class="btn big" id="k-undo" @click=${this.undo}>${v.undo}</button>` : nothing}
${v.decided ? html`<button type="button" class="btn big primary" id="submit-final" @click=${this.askFinal}>Submit final result</button>` : nothing}
</div>
${waiting ? html`<p class="k-final-wait" id="k-final-wait">Final result ${setsText(waiting)}: ${v.conn.state === 'online' ? 'sending…' : 'saved on this phone, sent when the connection is back.'}</p>` : nothing}
${
  !waiting && !v.undo && (v.score.a > 0 || v.score.b > 0)
    ? html`<details class="k-correct"><summary>Correct the score</summary><div class="k-correct-btns">
${([0, 1] as const).map((i) => html`<button type="button" class="btn" @click=${() => this.correct(i)}>One point less for ${(i === 0 ? v.match!.a : v.match!.b) ?? 'this side'}</button>`)}</div></details>`
    : nothing
}`;
  }

  private noMatch(v: PadView): TemplateResult {
    const paused = v.court?.status === 'paused';
    return html`<section class="k-pad no-match"><p class="k-match" id="k-match">${paused ? `Court ${this.court} is paused${v.court?.reason ? `: ${v.court.reason}` : ''}.` : `No match on court ${this.court} right now.`}</p>
<p class="k-set">The next match appears here by itself.</p></section>`;
  }

  private message(v: PadView): TemplateResult {
    const msg = v.message;
    return html`<p class="k-message${msg?.error ? ' error' : ''}" id="k-message" role=${msg?.error ? 'alert' : 'status'}>${msg?.text ?? ''}</p>`;
  }

  /** The final's confirmation: who won and every set, so a wrong tap is caught here. */
  private dialog(v: PadView): TemplateResult {
    const sets = v.decided ?? [];
    const [wa, wb] = setCount(sets);
    const winner = (wa > wb ? v.match?.a : v.match?.b) ?? '';
    const loser = (wa > wb ? v.match?.b : v.match?.a) ?? '';
    return html`<dialog id="k-confirm" class="k-confirm" aria-labelledby="k-confirm-title" @close=${this.confirmed}>
<form method="dialog">
<h2 id="k-confirm-title">Submit the final result?</h2>
<p id="k-confirm-text">${winner} beat ${loser} ${Math.max(wa, wb)}-${Math.min(wa, wb)} (${setsText(sets)}). This ends the match on court ${this.court}.</p>
<div class="k-actions"><button value="cancel" class="btn big">Back</button><button value="ok" class="btn big primary" id="k-confirm-ok">Submit final result</button></div>
</form>
</dialog>`;
  }
}

customElements.define('keeper-pad', KeeperPad);

declare global {
  interface HTMLElementTagNameMap {
    'keeper-pad': KeeperPad;
  }
}
