// <keeper-pad data-slug data-court data-k>: the score keeper's pad for one court, on the keeper Yjs room: big point
// buttons per team, undo, the final with a confirmation, offline first.
import { keeperView } from '../../shared/view/keeper.js';
import { PadModel, type PadView } from '../pad/pad-model.js';
import { PadStorage } from '../pad/pad-storage.js';
import type { SideIndex } from '../pad/score.js';
import { KeeperRoom } from '../sync/court-room.js';
import { keeperScreenOf } from './keeper-screen.js';
import { LightElement } from './light-element.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';

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
  /** The page's language and messages (client/i18n/page-words.ts). */
  private readonly mk = pageMarkup();

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
    const room = new KeeperRoom({ slug, court: this.court, k, storage, words: this.mk.words });
    this.room = room;
    this.model = new PadModel(room, storage, slug, this.refresh, this.mk.words);
    this.unsubscribe = room.subscribe(this.refresh);
    this.addEventListener('click', this.onClick);
    // a dialog's close does not bubble: caught on the way down
    this.addEventListener('close', this.confirmed, true);
    void room.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.removeEventListener('click', this.onClick);
    this.removeEventListener('close', this.confirmed, true);
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
    if ((e.target as Element).id === 'k-confirm' && (e.target as HTMLDialogElement).returnValue === 'ok')
      this.act((m, v) => m.sendFinal(v));
  };

  protected override render(): LitView {
    return keeperView(this.mk, keeperScreenOf(this.view!, this.court, this.tournament, this.mk.words));
  }

  /** The shared template has no handlers: its buttons say what they do in `data-act` (and `data-side`). */
  private readonly onClick = (e: Event): void => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-act]');
    if (!button || button.disabled || !this.contains(button)) return;
    const side = Number(button.dataset.side) as SideIndex;
    switch (button.dataset.act) {
      case 'point':
        return this.point(side);
      case 'correct':
        return this.correct(side);
      case 'undo':
        return this.undo();
      case 'final':
        return this.askFinal();
      case 'take-over':
        return this.takeOver();
      case 'retry':
        return this.retry();
    }
  };
}

customElements.define('keeper-pad', KeeperPad);

declare global {
  interface HTMLElementTagNameMap {
    'keeper-pad': KeeperPad;
  }
}
