// The last resort when WebSockets are blocked (some venue Wi-Fi, some proxies): state.json every second or
// so, with If-None-Match, so an unchanged document costs a 304 and a few header bytes.
import type { PublicState } from '../../shared/engine/types.js';
import type { ChannelEvents, Connection } from './channel.js';

/** Visible pages read often enough to stay within about a second of a change; hidden ones rest. */
const VISIBLE_MS = 1000;
const HIDDEN_MS = 10_000;
/** Failed reads in a row before the poller gives up and lets the caller back off. */
const GIVE_UP_AFTER = 3;

/** `url`: the document polled, a tournament's state.json unless given (the venue's: client/sync/venue-channel.ts). */
export function openPoll(slug: string, on: ChannelEvents, url = `/t/${encodeURIComponent(slug)}/state.json`): Connection {
  let etag = '';
  let delivered = false;
  let failures = 0;
  let done = false;
  let reading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const abort = new AbortController();

  const stop = () => {
    done = true;
    clearTimeout(timer);
    abort.abort();
    document.removeEventListener('visibilitychange', wake);
  };

  const next = () => {
    if (done) return;
    timer = setTimeout(read, document.visibilityState === 'hidden' ? HIDDEN_MS : VISIBLE_MS);
  };
  const read = async () => {
    reading = true;
    try {
      // the browser's cache stays out of it: the ETag is ours, and a 304 means "nothing to render"
      const res = await fetch(url, {
        cache: 'no-store',
        headers: etag ? { 'if-none-match': etag, accept: 'application/json' } : { accept: 'application/json' },
        signal: abort.signal,
      });
      if (done) return;
      if (res.status === 200) {
        const pub = (await res.json()) as PublicState;
        if (done) return;
        etag = res.headers.get('etag') ?? '';
        failures = 0;
        delivered = true;
        on.state(pub);
      } else if (res.status === 304) {
        failures = 0;
      } else {
        failures += 1;
      }
    } catch {
      if (done) return;
      failures += 1;
    }
    reading = false;
    if (done) return;
    if (failures >= GIVE_UP_AFTER) {
      stop();
      on.closed({ delivered, code: null });
      return;
    }
    next();
  };
  // a page brought back to the front reads at once instead of after its resting interval
  function wake() {
    if (done || reading || document.visibilityState === 'hidden') return;
    clearTimeout(timer);
    void read();
  }
  document.addEventListener('visibilitychange', wake);
  void read();
  return {
    close: stop,
  };
}
