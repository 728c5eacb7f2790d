// Desk enhancements (the desk works without them, every control is a plain form):
// - confirmations on destructive forms;
// - score pads whose +/- buttons post the running score as JSON on every tap instead of reloading;
// - live updates from the public feed (feed.js: state.json, then /ws/<slug>, reconnecting): running
//   scores, live sets, ETAs and planned courts change in place; anything that changes the layout (a
//   new team, a result, courts reassigned, the phase...) shows "Updates available: N changes — Reload"
//   and reloads by itself once the organizer is idle (no field focused or edited), keeping the scroll
//   position and the open sections;
// - a small connection indicator (live / reconnecting / offline).
// Every piece of data goes into the page as text (dom.js), never as markup.
import { h, setText } from './dom.js';
import { follow } from './feed.js';

const body = document.body;
const slug = body.dataset.slug || '';
/** Structural signature of the document this page was rendered from (server/pages/desk-live.ts). */
const pageSig = body.dataset.sig || '';
const RESTORE_KEY = `desk-restore:${slug}`;
/** After a tap or a key press, give the organizer this long before reloading under them. */
const QUIET_MS = 2000;

/** @template T @param {T[] | null | undefined} a @returns {T[]} */
const arr = (a) => (Array.isArray(a) ? a : []);
/** @param {{ name: string } | null | undefined} r */
const sideName = (r) => (r ? r.name : 'TBD');
/** @param {[number, number][]} sets */
const setsText = (sets) => arr(sets).map(([a, b]) => `${a}-${b}`).join(', ');
/** @param {number} min */
const etaText = (min) => (min <= 0 ? 'now' : `~${min} min`);

let lastInteraction = 0;
let submitting = false;
for (const type of ['pointerdown', 'keydown']) {
  document.addEventListener(type, () => { lastInteraction = Date.now(); }, { capture: true, passive: true });
}

for (const form of document.querySelectorAll('form[data-confirm]')) {
  form.addEventListener('submit', (ev) => {
    const text = /** @type {HTMLElement} */ (form).dataset.confirm || 'Are you sure?';
    if (!window.confirm(text)) ev.preventDefault();
  });
}

// A plain form on its way to the server: never reload under it. Listening late (bubbling, after the
// confirmation above) so a cancelled confirmation does not count.
document.addEventListener('submit', (ev) => {
  const form = /** @type {HTMLFormElement} */ (ev.target);
  if (!ev.defaultPrevented && !form.hasAttribute('data-pad')) submitting = true;
});
window.addEventListener('pageshow', (ev) => { if (ev.persisted) submitting = false; });

// ---- score pads ----

/** @typedef {{ sync: (live: [number, number]) => void, busy: () => boolean, edited: () => boolean }} Pad */
/** Score pads by match id, so the feed can keep their numbers current. @type {Map<string, Pad>} */
const pads = new Map();

/** @param {HTMLFormElement} form */
function enhancePad(form) {
  const status = form.querySelector('.pad-status');
  const inputs = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll('input[type=number]')]);
  const match = /** @type {HTMLInputElement | null} */ (form.querySelector('input[name=match]'))?.value ?? '';
  let seq = 0;
  let inflight = 0;
  let touched = 0;
  /** Typed into but not sent yet. */
  let typed = false;
  /** The latest running score from the feed, applied once the pad is quiet. @type {[number, number] | null} */
  let latest = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let later;

  const say = (/** @type {string} */ text, /** @type {boolean} */ bad = false) => {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('error', bad);
  };

  const busy = () => inflight > 0 || typed || Date.now() - touched < QUIET_MS
    || inputs.some((i) => i === document.activeElement);

  const applyLatest = () => {
    clearTimeout(later);
    if (!latest) return;
    if (busy()) { later = setTimeout(applyLatest, QUIET_MS); return; }
    inputs.forEach((input, i) => {
      const v = String(latest?.[i] ?? 0);
      if (input.value !== v) input.value = v;
      input.defaultValue = v;
    });
    latest = null;
  };

  const send = async () => {
    const [a, b] = inputs.map((i) => Math.max(0, Number(i.value) || 0));
    const mine = ++seq;
    inflight += 1;
    touched = Date.now();
    say('Saving…');
    try {
      const res = await fetch(form.action, {
        method: 'POST', credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ match, a, b }),
      });
      const answer = await res.json().catch(() => null);
      if (mine !== seq) return;
      if (res.ok && answer?.ok !== false) { typed = false; say(`Saved ${a}-${b}`); }
      else say(`Not saved: ${answer?.error ?? `error ${res.status}`}`, true);
    } catch {
      if (mine === seq) say('Not saved: no connection. Tap again to retry.', true);
    } finally {
      inflight -= 1;
      touched = Date.now();
      if (latest) later = setTimeout(applyLatest, QUIET_MS);
    }
  };

  for (const input of inputs) {
    input.addEventListener('input', () => { typed = true; touched = Date.now(); });
    input.addEventListener('blur', () => { if (latest) later = setTimeout(applyLatest, QUIET_MS); });
    const row = document.createElement('div');
    row.className = 'pad-buttons';
    for (const delta of [-1, 1]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'btn';
      button.textContent = delta > 0 ? '+1' : '−1';
      const who = form.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent ?? '';
      button.setAttribute('aria-label', `${delta > 0 ? 'Add a point for' : 'Take a point from'} ${who}`);
      button.addEventListener('click', () => {
        input.value = String(Math.max(0, Math.min(99, (Number(input.value) || 0) + delta)));
        void send();
      });
      row.appendChild(button);
    }
    input.after(row);
  }
  form.addEventListener('submit', (ev) => { ev.preventDefault(); void send(); });
  if (match) pads.set(match, { sync: (live) => { latest = live; applyLatest(); }, busy, edited: () => typed });
}

for (const form of document.querySelectorAll('form[data-pad]')) enhancePad(/** @type {HTMLFormElement} */ (form));

// ---- in-place updates ----

/** Sets the text and marks the element briefly when it changed. @param {Element | null} el @param {string} text */
function bump(el, text) {
  if (!el || el.textContent === text) return;
  el.textContent = text;
  el.classList.remove('bumped');
  void (/** @type {HTMLElement} */ (el)).offsetWidth; // restart the animation
  el.classList.add('bumped');
}

/** @param {any} doc */
function applyLive(doc) {
  for (const c of arr(doc.courts)) {
    const card = document.querySelector(`.desk-courts .court[data-court="${Number(c.court)}"]`);
    if (!card) continue;
    const m = c.match;
    if (m) {
      const line = card.querySelector(`[data-score="${CSS.escape(String(m.id))}"]`);
      if (!line) continue; // another match on this court: a structural change, the bar says so
      const live = /** @type {[number, number]} */ (Array.isArray(m.live) ? m.live : [0, 0]);
      bump(line.querySelector('[data-side="0"]'), String(live[0]));
      bump(line.querySelector('[data-side="1"]'), String(live[1]));
      setText(line.querySelector('.sets'), arr(m.sets).length ? `sets ${setsText(m.sets)}` : '');
      pads.get(String(m.id))?.sync(live);
    } else {
      const next = arr(c.upNext)[0];
      setText(card.querySelector('[data-idle]'), next ? `Next: ${sideName(next.a)} vs ${sideName(next.b)} · ${etaText(next.etaMin ?? 0)}` : 'No match.');
    }
  }
  // the running score in the match lists
  for (const m of [...arr(doc.pools).flatMap((p) => arr(p.matches)), ...arr(doc.bracket)]) {
    if (m.status !== 'live') continue;
    const result = document.getElementById(`m-${m.id}`)?.querySelector('.result') ?? null;
    setText(result, arr(m.sets).length ? setsText(m.sets) : m.live ? `live ${m.live[0]}-${m.live[1]}` : '');
  }
  // the queue: ETAs and planned courts move with time
  for (const e of arr(doc.upNext)) {
    const li = document.querySelector(`.desk-queue li[data-match="${CSS.escape(String(e.id))}"]`);
    if (!li) continue;
    setText(li.querySelector('.where'), `Court ${e.court}`);
    bump(li.querySelector('.eta'), `${etaText(e.etaMin ?? 0)}${e.tentative ? ' (tentative)' : ''}`);
  }
  if (typeof doc.avgMatchMin === 'number') setText(document.querySelector('[data-avg]'), `avg match ${doc.avgMatchMin} min`);
}

// ---- structural changes ----

/** @param {{ id: string } | null | undefined} r */
const ref = (r) => (r ? r.id : null);
/** @param {any} m */
const matchShape = (m) => [m.id, m.status, m.court, ref(m.a), ref(m.b), ref(m.winner), m.status === 'live' ? null : m.sets];

/**
 * What the desk lays out; KEEP IN SYNC with deskStructure() in server/pages/desk-live.ts.
 * @param {any} d
 */
function structure(d) {
  return JSON.stringify([
    d.phase, d.banner ?? null, d.courtCount,
    arr(d.teams).map((t) => [t.id, t.name, t.players, t.seed, t.status, t.poolId]),
    arr(d.withdrawn).map((t) => [t.id, t.name, t.status]),
    arr(d.pools).map((p) => [p.id, arr(p.matches).map(matchShape)]),
    arr(d.bracket).map(matchShape),
    arr(d.courts).map((c) => [c.court, c.status, c.reason ?? null, c.match ? c.match.id : null]),
    arr(d.upNext).map((e) => [e.id, e.status, e.tentative ? 1 : 0]),
    ref(d.champion),
  ]);
}

/** 32-bit FNV-1a over UTF-16 code units, as 8 hex digits (same as the server's). @param {string} text */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** @param {() => any} fn */
const safely = (fn) => { try { return fn(); } catch { return null; } };
const store = {
  /** @param {string} k */ get: (k) => safely(() => sessionStorage.getItem(k)),
  /** @param {string} k @param {string} v */ set: (k, v) => safely(() => sessionStorage.setItem(k, v)),
  /** @param {string} k */ del: (k) => safely(() => sessionStorage.removeItem(k)),
};

/** Details keyed by data-key, or by their section and position. @returns {[string, HTMLDetailsElement][]} */
function detailsByKey() {
  /** @type {Map<string, number>} */
  const seen = new Map();
  return [...document.querySelectorAll('main details')].map((d) => {
    const el = /** @type {HTMLDetailsElement} */ (d);
    let key = el.dataset.key;
    if (!key) {
      const section = el.closest('section[id]')?.id ?? 'page';
      const n = seen.get(section) ?? 0;
      seen.set(section, n + 1);
      key = `${section}#${n}`;
    }
    return [key, el];
  });
}

// The state saved before our own reload: open sections and the scroll position, once.
const saved = safely(() => JSON.parse(store.get(RESTORE_KEY) ?? 'null'));
store.del(RESTORE_KEY);
/** The signature that made the previous page reload: if this page still differs from the feed in the same way, the two disagree (a bug), so never loop. */
const reloadedFor = saved && typeof saved.sig === 'string' ? saved.sig : '';
if (saved && typeof saved.at === 'number' && Date.now() - saved.at < 60_000) {
  const open = new Set(arr(saved.open));
  const closed = new Set(arr(saved.closed));
  for (const [key, el] of detailsByKey()) {
    if (open.has(key)) el.open = true;
    else if (closed.has(key)) el.open = false;
  }
  if (typeof saved.y === 'number') {
    // the section that was at the top of the screen, at the same offset; else the same distance from the top
    const anchor = typeof saved.anchor === 'string' && saved.anchor ? document.getElementById(saved.anchor) : null;
    const y = anchor && typeof saved.offset === 'number'
      ? Math.max(0, anchor.getBoundingClientRect().top + window.scrollY + saved.offset) : saved.y;
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.scrollTo(0, y);
    // fonts and the QR codes may still move things a little
    window.addEventListener('load', () => { if (Math.abs(window.scrollY - y) > 2 && Date.now() - lastInteraction > 1000) window.scrollTo(0, y); }, { once: true });
  }
}

/** A form field with something in it that a reload would lose (the score pads save as they go). */
function editedField() {
  for (const form of document.forms) {
    if (form.hasAttribute('data-pad')) continue;
    for (const el of form.elements) {
      if (el instanceof HTMLInputElement) {
        if (['hidden', 'submit', 'button', 'reset', 'image'].includes(el.type)) continue;
        if (el.type === 'checkbox' || el.type === 'radio' ? el.checked !== el.defaultChecked : el.value !== el.defaultValue) return el;
      } else if (el instanceof HTMLTextAreaElement) {
        if (el.value !== el.defaultValue) return el;
      } else if (el instanceof HTMLSelectElement) {
        const options = [...el.options];
        const initial = Math.max(0, options.findIndex((o) => o.defaultSelected));
        if (el.multiple ? options.some((o) => o.selected !== o.defaultSelected) : el.selectedIndex !== initial) return el;
      }
    }
  }
  return null;
}

/** Why not to reload now, or '' when the organizer is idle. */
function holdReason() {
  if (submitting) return 'submitting';
  const active = document.activeElement;
  if (active && active.matches('input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select')) return 'typing';
  if (editedField() || [...pads.values()].some((p) => p.edited())) return 'edited';
  if ([...pads.values()].some((p) => p.busy())) return 'scoring';
  if (Date.now() - lastInteraction < QUIET_MS) return 'busy';
  return '';
}

let changes = 0;
let seenSig = pageSig;
let autoReload = true;
/** @type {ReturnType<typeof setInterval> | undefined} */
let watcher;

const dock = h('div', { class: 'desk-live', id: 'desk-live' });
const countText = h('span', { class: 'update-count' });
const holdText = h('span', { class: 'update-hold' });
const reloadButton = h('button', { type: 'button', class: 'btn small primary', text: 'Reload' });
const bar = h('div', { class: 'update-bar', role: 'status', 'aria-live': 'polite', hidden: true },
  h('span', { class: 'update-text' }, countText, h('span', { class: 'dash', text: ' — ' })), reloadButton, holdText);
const conn = h('span', { class: 'conn connecting', role: 'status', title: 'Connection to the live feed', text: 'Connecting…' });
dock.append(bar, conn);
if (slug) document.body.append(dock);

function reloadNow() {
  const keys = detailsByKey();
  const top = [...document.querySelectorAll('main section[id]')].find((el) => el.getBoundingClientRect().bottom > 0);
  store.set(RESTORE_KEY, JSON.stringify({
    y: window.scrollY, at: Date.now(), sig: seenSig,
    anchor: top?.id ?? '', offset: top ? -top.getBoundingClientRect().top : 0,
    open: keys.filter(([, d]) => d.open).map(([k]) => k),
    closed: keys.filter(([, d]) => !d.open).map(([k]) => k),
  }));
  // a fresh load of the desk itself: no stale ?msg= notice, no form values restored by the browser
  const url = new URL(location.href);
  url.searchParams.delete('msg');
  url.searchParams.delete('error');
  url.hash = '';
  submitting = true;
  location.replace(url.pathname + url.search);
}

reloadButton.addEventListener('click', () => {
  if ((editedField() || [...pads.values()].some((p) => p.edited())) && !window.confirm('Reload now? What you typed on this page and did not send yet will be lost.')) return;
  reloadNow();
});

function check() {
  if (changes === 0) { clearInterval(watcher); watcher = undefined; bar.hidden = true; return; }
  const reason = autoReload ? holdReason() : 'manual';
  if (reason === '') { clearInterval(watcher); reloadNow(); return; }
  setText(holdText, reason === 'manual' ? '' : reason === 'typing' || reason === 'edited'
    ? 'Reloads when you are done editing.' : 'Reloads in a moment.');
}

function showChanges() {
  bar.hidden = changes === 0;
  setText(countText, `Updates available: ${changes} change${changes === 1 ? '' : 's'}`);
  if (changes > 0 && !watcher) watcher = setInterval(check, 1000);
  check();
}

/** @param {any} doc */
function onState(doc) {
  safely(() => applyLive(doc));
  safely(() => {
    const sig = fnv1a(structure(doc));
    if (!seenSig) seenSig = sig; // a page without a signature: the first document is the baseline
    if (sig === seenSig) return;
    seenSig = sig;
    if (sig === pageSig) changes = 0; // back to what the page shows (e.g. a change and its undo)
    else {
      changes += 1;
      if (reloadedFor && sig === reloadedFor && changes === 1) autoReload = false;
    }
    showChanges();
  });
}

/** @param {import('./feed.js').FeedStatus} status */
function onStatus(status) {
  conn.className = `conn ${status.state}`;
  conn.textContent = status.state === 'live' ? 'Live'
    : status.state === 'connecting' ? 'Reconnecting…'
      : `Offline: retrying${status.retryInMs ? ` in ${Math.ceil(status.retryInMs / 1000)} s` : ''}`;
}

if (slug) follow(slug, onState, onStatus);
