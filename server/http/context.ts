// What every route module is built with.
import type { EventHub } from '../event/event-hub.js';
import type { Config } from '../process/config.js';
import type { PushService } from '../notify/push-service.js';
import type { TournamentHub } from '../tournament/hub.js';
import type { Sessions } from '../store/sessions.js';
import type { Limits } from './rate-limit.js';

export interface AppContext {
  hub: TournamentHub;
  /** Events (docs/api.md, Events) and the venue write path of their divisions. */
  events: EventHub;
  config: Config;
  limits: Limits;
  sessions: Sessions;
  startedAt: number;
  /** Notifications on a phone (docs/api.md, Notifications). */
  push: PushService;
}
