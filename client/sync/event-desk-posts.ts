// The event desk's outgoing changes (intent-queue.ts): each one posted to the event's routes as JSON with its op id and the
// version its author saw (docs/api.md, Events: versions and conflicts), one at a time and in order; kept in this browser
// while the server cannot be reached and sent again under the same op id, which the server applies once.
import type { Ack } from '../../shared/wire/room-protocol.js';
import { backoffMs } from './backoff.js';
import { type Answered, IntentQueue, isQueued, type Queued } from './intent-queue.js';
import { postJson } from './organizer-post.js';
import { newOpId } from './synced-intents.js';

export interface Post extends Queued {
  /** The route, on this origin: `/admin/e/<slug>/<action>` or `/admin/new`. */
  url: string;
  /** The form's fields as typed; the op id is added when sent. */
  body: Record<string, string>;
  /** The change in its author's words ("Pause court 3"). */
  words: string;
}

/** An answer, with the current version of what a conflict refused (to apply anyway on) and the created division's slug. */
export type PostAnswer = Answered<Post> & { rev?: number; slug?: string };

const isPost = (v: unknown): v is Post =>
  isQueued(v) &&
  typeof v.url === 'string' &&
  v.url.startsWith('/admin/') &&
  typeof v.words === 'string' &&
  !!v.body &&
  typeof v.body === 'object';

export class EventDeskPosts extends IntentQueue<Post> {
  /** False since a post could not reach the server, until one does. */
  reachable = true;
  private sending = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** Failed attempts in a row, for the wait before the next. */
  private failures = 0;
  private stop: () => void;

  constructor(slug: string) {
    super(`courtside:event-desk:${slug}:pending`, isPost);
    const again = () => this.flush();
    window.addEventListener('online', again);
    this.stop = () => window.removeEventListener('online', again);
    // Changes kept from before a reload go out now.
    queueMicrotask(again);
  }

  /** Queues a change: drawn as pending at once, sent after the ones before it. */
  send(url: string, body: Record<string, string>, target: string, words: string): string {
    const post: Post = { opId: newOpId(), url, body, target, words, at: Date.now() };
    this.queue(post);
    this.flush();
    return post.opId;
  }

  override answerFor(target: string): PostAnswer | undefined {
    return super.answerFor(target) as PostAnswer | undefined;
  }

  /** Sends the oldest unanswered change, then the next; stops at the first the server cannot be reached for, and tries again later. */
  flush(): void {
    if (this.sending) return;
    const post = this.pending[0];
    if (!post) return;
    this.sending = true;
    clearTimeout(this.retry);
    void postJson(post.url, { ...post.body, opId: post.opId }).then((answer) => {
      this.sending = false;
      if (answer.unreachable === true) {
        if (this.reachable) {
          this.reachable = false;
          this.changed();
        }
        this.retry = setTimeout(() => this.flush(), backoffMs(++this.failures, 5000));
        return;
      }
      this.failures = 0;
      this.reachable = true;
      const ack: Ack = answer.ok
        ? { ok: true, msg: answer.msg }
        : {
            ok: false,
            error: answer.error,
            ...(answer.kind === 'conflict' ? { kind: 'conflict' as const } : {}),
            ...(answer.fields && typeof answer.fields === 'object' ? { fields: answer.fields as Record<string, string> } : {}),
          };
      this.settle(post, ack, {
        ...(typeof answer.rev === 'number' ? { rev: answer.rev } : {}),
        ...(typeof answer.slug === 'string' ? { slug: answer.slug } : {}),
      });
      this.flush();
    });
  }

  destroy(): void {
    this.stop();
    clearTimeout(this.retry);
  }
}
