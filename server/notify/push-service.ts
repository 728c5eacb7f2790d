// Notifications on a phone, wired (docs/api.md, Notifications): the VAPID keys, the notifier that decides and queues,
// the sender that delivers; what the routes and the desk use.
import type { TournamentHub } from '../tournament/hub.js';
import type { Store } from '../store/store.js';
import { Notifier } from './notifier.js';
import { settleVapid, type PushEnv } from './push-config.js';
import { PushSender } from './push-sender.js';

export interface PushService {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly key: string;
  /** PUSH_ENDPOINTS, as origin patterns. */
  readonly patterns: readonly string[];
  readonly notifier: Notifier;
  readonly sender: PushSender;
  close(): Promise<void>;
}

export async function startPush(env: PushEnv, store: Store, hub: TournamentHub, log: (line: string) => void): Promise<PushService> {
  const vapid = await settleVapid(env, store);
  // The sender asks the notifier for subscriptions; the notifier tells the sender when it queued something.
  let sender: PushSender | null = null;
  const notifier = new Notifier({ hub, store, queued: () => sender?.kick(), log });
  sender = new PushSender({
    store,
    vapid,
    patterns: env.pushEndpoints,
    subscription: (slug, endpoint, team) => notifier.subscription(slug, endpoint, team),
    gone: async (slug, endpoint) => {
      await notifier.unsubscribe(slug, endpoint);
    },
    log,
  });
  notifier.start();
  sender.start();
  const running = sender;
  return {
    key: vapid.publicKey,
    patterns: env.pushEndpoints,
    notifier,
    sender: running,
    async close() {
      await notifier.idle();
      notifier.close();
      await running.close();
    },
  };
}
