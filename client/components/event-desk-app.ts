// <event-desk-app data-slug data-actor>: the event desk's collaboration over its server-rendered forms (docs/running-an-event.md,
// Several organizers at the event desk): who else is at the desk and what each is working on (the event's presence room),
// and every form that names its target (`data-target`) sent as a change with an op id and the version it was drawn with,
// shown as pending next to it until the server answers, with the server's sentence when someone changed it first.
import { render, type TemplateResult } from 'lit';
import type { Editing } from '../sync/presence-room.js';
import { PresenceRoom } from '../sync/presence-room.js';
import { EventDeskPosts, type Post, type PostAnswer } from '../sync/event-desk-posts.js';
import type { Answered } from '../sync/intent-queue.js';
import { EVENT_DESK_REDRAWN, EVENT_DESK_REFRESH, liveSections } from './event-desk-live.js';
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { Message } from '../../shared/i18n/words.js';
import { noteFor, type NoteSource } from './intent-note.js';
import { LightElement } from './light-element.js';
import { presenceBar } from './presence-bar.js';
import { pageWords } from '../i18n/page-words.js';

/** What an organizer works on at the event desk: a venue court, a match, the announcements, a new division, the player links. */
type Kind = 'court' | 'match' | 'announce' | 'division' | 'players';
const KINDS = new Set<string>(['court', 'match', 'announce', 'division', 'players']);

function editingOf(el: Element | null): Editing<Kind> | null {
  const raw = el?.closest<HTMLElement>('[data-edit]')?.dataset.edit ?? '';
  const at = raw.indexOf(':');
  const kind = raw.slice(0, at < 0 ? raw.length : at);
  return KINDS.has(kind) ? { kind: kind as Kind, id: at < 0 ? '' : raw.slice(at + 1) } : null;
}

/**
 * What an organizer is working on, in the page's words ("court 2"); a match as this page draws it, where it is now
 * ("Sand Sharks vs Dig Dug on court 3", the server's `data-edit-words`), or "a match" once it is gone from the page.
 */
function editingText(e: Editing<Kind>): string {
  const w = pageWords();
  switch (e.kind) {
    case 'court':
      return w.t('desk.editCourt', { court: e.id });
    case 'match':
      return document.querySelector<HTMLElement>(`[data-edit="match:${CSS.escape(e.id)}"]`)?.dataset.editWords || w.t('desk.editMatch');
    case 'announce':
      return w.t('desk.editAnnounce');
    case 'division':
      return w.t('event.editDivision');
    case 'players':
      return w.t('event.editPlayers');
    default:
      return w.t('event.editEvent');
  }
}

/** The form that sent `a`, as the server draws it now (in the live sections `parts`), or null when it is gone. */
function formNow(parts: DocumentFragment, a: PostAnswer): HTMLFormElement | null {
  for (const holder of parts.querySelectorAll<HTMLElement>(`[data-target="${CSS.escape(a.target)}"]`)) {
    const forms = holder instanceof HTMLFormElement ? [holder] : [...holder.querySelectorAll('form')];
    const form = forms.find((f) => new URL(f.getAttribute('action') ?? '', location.href).pathname === a.url);
    if (form) return form;
  }
  return null;
}

/** The answer "Apply anyway" gives when the server's page already shows what `a` wanted, or null. */
function alreadyDone(a: PostAnswer, form: HTMLFormElement): Ack | null {
  const w = pageWords();
  const op = form.querySelector<HTMLInputElement>('input[name="op"]')?.value;
  const said: Message | null =
    a.url.endsWith('/court') && op && op !== a.body.op
      ? ({ key: 'desk.courtAlready', values: { op: a.body.op === 'pause' ? 'pause' : 'resume', court: a.body.court ?? '' } } as const)
      : a.url.endsWith('/unlink') && op && op !== (a.body.op || 'unlink')
        ? ({ key: op === 'link' ? 'event.alreadyApart' : 'event.alreadyOne' } as const)
        : a.url.endsWith('/swap') && form.closest<HTMLElement>('[data-court]')?.dataset.court === a.body.court
          ? ({ key: 'event.alreadyOn', values: { court: a.body.court ?? '' } } as const)
          : null;
  return said ? { ok: true, msg: w.t(said.key, said.values), said } : null;
}

/** The element carrying a form's target: the form itself or the court, match or link it sits in. */
const holderOf = (form: HTMLFormElement): HTMLElement | null => form.closest<HTMLElement>('[data-target]');

export class EventDeskApp extends LightElement {
  room: PresenceRoom<Kind> | null = null;
  posts: EventDeskPosts | null = null;
  private stops: (() => void)[] = [];
  /** Answers already acted on (a version moved on, the sections redrawn). */
  private handled = new WeakSet<object>();
  /** Targets whose "Apply anyway" is reading them again. */
  private rereading = new Set<string>();

  override connectedCallback(): void {
    super.connectedCallback();
    const slug = this.dataset.slug;
    if (!slug || this.room) return;
    const room = (this.room = new PresenceRoom<Kind>(slug, this.dataset.actor || 'Organizer', pageWords().t('event.gone')));
    const posts = (this.posts = new EventDeskPosts(slug));
    const changed = () => {
      this.requestUpdate();
      this.afterAnswers();
      this.paintNotes();
    };
    this.stops.push(room.subscribe(changed), posts.subscribe(changed));
    const onSubmit = (e: SubmitEvent) => this.onSubmit(e);
    const focusIn = (e: FocusEvent) => room.setEditing(editingOf(e.target as Element));
    const focusOut = (e: FocusEvent) => room.setEditing(editingOf(e.relatedTarget as Element | null));
    const redrawn = () => this.paintNotes();
    document.addEventListener('submit', onSubmit);
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    document.addEventListener(EVENT_DESK_REDRAWN, redrawn);
    this.stops.push(() => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
      document.removeEventListener(EVENT_DESK_REDRAWN, redrawn);
    });
    queueMicrotask(() => this.paintNotes());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const stop of this.stops.splice(0)) stop();
    this.room?.destroy();
    this.posts?.destroy();
    this.room = null;
    this.posts = null;
  }

  protected override render(): TemplateResult | string {
    if (!this.room || !this.posts) return '';
    return presenceBar(this.room, this.posts.pending.length, editingText);
  }

  /** A form naming its target is sent as a change; the others (delete, forms of other pages) post as plain forms. */
  private onSubmit(e: SubmitEvent): void {
    const form = e.target;
    const posts = this.posts;
    if (!(form instanceof HTMLFormElement) || !posts || e.defaultPrevented) return;
    const holder = holderOf(form);
    const target = holder?.dataset.target;
    if (!holder || !target) return;
    e.preventDefault();
    const body: Record<string, string> = {};
    for (const [k, v] of new FormData(form, e.submitter)) if (typeof v === 'string') body[k] = v;
    posts.send(new URL(form.action, location.href).pathname, body, target, holder.dataset.words || pageWords().t('desk.iOther'));
    // A broadcast or a new division is sent once: the form is cleared for the next.
    if (target === 'broadcast') form.reset();
  }

  /** Once a change is answered: its form's version moves on with it, the live sections redraw, a new division's desk opens. */
  private afterAnswers(): void {
    const posts = this.posts;
    if (!posts) return;
    let redraw = false;
    for (const a of posts.answers.values() as Iterable<PostAnswer>) {
      if (this.handled.has(a)) continue;
      this.handled.add(a);
      if (!a.ack.ok) continue;
      redraw = true;
      const sent = a.body.rev;
      for (const input of document.querySelectorAll<HTMLInputElement>(`[data-target="${CSS.escape(a.target)}"] input[name="rev"]`)) {
        if (sent !== undefined && input.value === sent) input.value = String(Number(sent) + 1);
      }
      if (a.target === 'division' && a.slug) location.assign(`/admin/t/${encodeURIComponent(a.slug)}`);
    }
    if (redraw) document.dispatchEvent(new Event(EVENT_DESK_REFRESH));
  }

  /**
   * "Apply anyway" on a conflict (docs/running-an-event.md, Several organizers at the event desk): the target is read
   * again as the server draws it now; a change it already shows (the court paused, the match on that court, the players
   * told apart) is answered here as done; otherwise the change goes out on the version read.
   */
  private async applyAnyway(a: PostAnswer): Promise<void> {
    const posts = this.posts;
    const slug = this.dataset.slug;
    if (!posts || !slug || this.rereading.has(a.target)) return;
    this.rereading.add(a.target);
    const parts = await liveSections(slug);
    this.rereading.delete(a.target);
    if (posts !== this.posts || posts.answerFor(a.target) !== a) return;
    const form = parts && parts !== 'gone' ? formNow(parts, a) : null;
    const done = form ? alreadyDone(a, form) : null;
    if (done) {
      posts.answerHere(a, done);
      document.dispatchEvent(new Event(EVENT_DESK_REFRESH));
      return;
    }
    const rev = form?.querySelector<HTMLInputElement>('input[name="rev"]')?.value ?? (a.rev === undefined ? undefined : String(a.rev));
    if (rev !== undefined) posts.send(a.url, { ...a.body, rev }, a.target, a.words);
    else posts.dismiss(a.target);
  }

  /** Draws each target's note (pending, done, refused) next to it and marks pending targets; again after every redraw. */
  private paintNotes(): void {
    const posts = this.posts;
    if (!posts) return;
    const src: NoteSource<Post> = {
      queue: posts,
      live: posts.reachable && this.room?.state !== 'offline',
      words: (a: Answered<Post>) => a.words,
      applyAnyway: (a: Answered<Post>) => void this.applyAnyway(a as PostAnswer),
    };
    for (const holder of document.querySelectorAll<HTMLElement>('[data-target]')) {
      const target = holder.dataset.target!;
      const pending = posts.pendingFor(target).length > 0;
      holder.classList.toggle('is-pending', pending);
      const note = noteFor(src, target);
      let slot = holder.querySelector<HTMLElement>(':scope > .intent-slot');
      if (!slot) {
        slot = document.createElement('div');
        slot.className = 'intent-slot';
        holder.append(slot);
      }
      render(note, slot);
    }
  }
}

customElements.define('event-desk-app', EventDeskApp);

declare global {
  interface HTMLElementTagNameMap {
    'event-desk-app': EventDeskApp;
  }
}
