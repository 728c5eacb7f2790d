// Follows a tournament's public state: state.json first, then the /ws/<slug> feed, reconnecting with
// backoff; while the socket is down it polls state.json so the page never goes fully stale.

/**
 * @typedef {{ state: 'live' | 'connecting' | 'offline', retryInMs?: number }} FeedStatus
 * @param {string} slug
 * @param {(state: any) => void} onState
 * @param {(status: FeedStatus) => void} [onStatus]
 * @returns {{ refresh: () => Promise<void> }}
 */
export function follow(slug, onState, onStatus = () => {}) {
  const path = encodeURIComponent(slug);
  let attempt = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let lastAt = 0;

  /** @param {any} doc */
  const deliver = (doc) => {
    if (!doc || typeof doc !== 'object') return;
    if (typeof doc.generatedAt === 'number' && doc.generatedAt < lastAt) return;
    lastAt = typeof doc.generatedAt === 'number' ? doc.generatedAt : lastAt;
    onState(doc);
  };

  const refresh = async () => {
    try {
      const res = await fetch(`/t/${path}/state.json`, { cache: 'no-cache', headers: { accept: 'application/json' } });
      if (res.ok) deliver(await res.json());
    } catch {
      // offline: the socket's reconnect loop reports it
    }
  };

  const connect = () => {
    clearTimeout(timer);
    if (attempt > 0) onStatus({ state: 'connecting' });
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    /** @type {WebSocket} */
    let ws;
    try {
      ws = new WebSocket(`${proto}//${location.host}/ws/${path}`);
    } catch {
      retry();
      return;
    }
    let opened = false;
    ws.addEventListener('open', () => { opened = true; attempt = 0; onStatus({ state: 'live' }); });
    ws.addEventListener('message', (ev) => {
      try { deliver(JSON.parse(String(ev.data))); } catch { /* a malformed frame is skipped; the next one is whole */ }
    });
    ws.addEventListener('close', () => { if (opened) void refresh(); retry(); });
    ws.addEventListener('error', () => { /* close follows */ });
  };

  const retry = () => {
    attempt += 1;
    const delay = Math.min(30000, 1000 * 2 ** Math.min(attempt - 1, 5)) * (0.75 + Math.random() * 0.5);
    onStatus({ state: 'offline', retryInMs: delay });
    clearTimeout(timer);
    timer = setTimeout(() => { void refresh(); connect(); }, delay);
  };

  window.addEventListener('online', () => { if (attempt > 0) { attempt = 0; connect(); } });
  void refresh().then(connect);
  return { refresh };
}

/**
 * Shows the connection state in #live-status: hidden while live, visible while offline or reconnecting.
 * @param {FeedStatus} status
 */
export function showStatus(status) {
  const el = document.getElementById('live-status');
  if (!el) return;
  if (status.state === 'live') { el.hidden = true; el.className = 'live-status'; return; }
  el.hidden = false;
  el.className = `live-status ${status.state}`;
  el.textContent = status.state === 'offline'
    ? `Offline: reconnecting${status.retryInMs ? ` in ${Math.ceil(status.retryInMs / 1000)} s` : ''}… scores may be out of date.`
    : 'Reconnecting…';
}
