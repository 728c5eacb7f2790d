// The score keeper pad for one court. The keeper's taps are the truth for the running score: they are
// kept in localStorage, queued, and posted with backoff until the server confirms (flaky court-side Wi-Fi).
import { setText } from './dom.js';
import { follow } from './feed.js';

/** @typedef {[number, number]} SetScore */
/** @typedef {{ match: string, title: string, names: [string, string], a: number, b: number, sets: SetScore[] }} Current */
/** @typedef {{ kind: 'live' | 'final', match: string, a: number, b: number, sets: SetScore[] }} Op */

const { slug = '', court: courtText = '0', k = '' } = document.body.dataset;
const court = Number(courtText);
const storeKey = `keeper:${slug}:${court}`;
const base = `/keeper/${encodeURIComponent(slug)}/${court}`;

/** @type {any} */ let pub = null;
/** @type {Current | null} */ let cur = null;
/** @type {Op[]} */ let queue = [];
let sending = false;
let offline = false;
let everSaved = false;
let lastConfirmAt = 0;
let backoff = 1000;
/** Matches this pad finished: a late push still showing one of them must not bring it back. */
const finished = new Set();
/** @type {ReturnType<typeof setTimeout> | undefined} */ let retryTimer;

const $ = (/** @type {string} */ id) => document.getElementById(id);

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(storeKey) || 'null');
    if (saved && typeof saved === 'object') {
      cur = saved.cur && typeof saved.cur.match === 'string' ? saved.cur : null;
      queue = Array.isArray(saved.queue) ? saved.queue.filter((/** @type {any} */ op) => op && typeof op.match === 'string') : [];
    }
  } catch { /* a corrupt entry is dropped */ }
}

function save() {
  try { localStorage.setItem(storeKey, JSON.stringify({ cur, queue })); } catch { /* private mode: memory only */ }
}

/** @param {string} text @param {boolean} [warn] */
function message(text, warn = true) {
  const el = $('k-message');
  if (el) { el.textContent = text; el.className = `k-message${warn ? '' : ' calm'}`; }
}

/** The live match on this court in the latest public state, or null. */
function serverMatch() {
  const courts = Array.isArray(pub?.courts) ? pub.courts : [];
  const m = courts.find((/** @type {any} */ c) => c.court === court)?.match ?? null;
  return m && !finished.has(m.id) ? m : null;
}

/** @param {any} m @returns {Current} */
function fromServer(m) {
  const title = m.label || (m.stage === 'pool' ? `Pool ${m.poolId ?? ''} · round ${m.round}` : `Round ${m.round}`);
  return {
    match: m.id, title, names: [m.a?.name ?? 'TBD', m.b?.name ?? 'TBD'],
    a: m.live?.[0] ?? 0, b: m.live?.[1] ?? 0, sets: Array.isArray(m.sets) ? m.sets.map((/** @type {SetScore} */ s) => [s[0], s[1]]) : [],
  };
}

/** Takes the server's match when ours is gone, and the server's score when nothing of ours is pending. */
function adopt() {
  const m = serverMatch();
  const pendingForCur = cur !== null && queue.some((op) => op.match === cur?.match);
  if (!m) {
    if (cur && !pendingForCur) { cur = null; message('No live match on this court right now. The next one appears here by itself.', false); }
  } else if (!cur || cur.match !== m.id) {
    if (pendingForCur) { void flush(); return; }
    const had = cur !== null;
    cur = fromServer(m);
    if (had) message(`New match: ${cur.names[0]} vs ${cur.names[1]}.`, false);
  } else if (!pendingForCur && !sending && Date.now() - lastConfirmAt > 1500) {
    const s = fromServer(m);
    cur.a = s.a; cur.b = s.b; cur.sets = s.sets; cur.names = s.names;
  }
  save();
  render();
}

function maxPoints() {
  const cap = Number(pub?.rules?.cap) || 0;
  return cap > 0 ? cap : 99;
}

/** CONTRACT 5: a set is complete when w > l and w == max(pointsTo, l + winBy), capped. */
function setComplete(/** @type {number} */ x, /** @type {number} */ y) {
  const rules = pub?.rules;
  if (!rules) return x !== y;
  const w = Math.max(x, y); const l = Math.min(x, y);
  let target = Math.max(rules.pointsTo, l + rules.winBy);
  if (rules.cap > 0) target = Math.min(target, rules.cap);
  return w > l && w === target;
}

function setsNeeded() { return Math.ceil((Number(pub?.rules?.bestOf) || 1) / 2); }

/** @param {SetScore[]} sets */
function wins(sets) {
  let a = 0; let b = 0;
  for (const [x, y] of sets) { if (x > y) a++; else if (y > x) b++; }
  return [a, b];
}

function render() {
  const pad = $('pad');
  pad?.classList.toggle('no-match', !cur);
  setText($('k-match'), cur ? `${cur.title}` : 'No live match on this court right now.');
  setText($('k-team-0'), cur ? cur.names[0] : '–');
  setText($('k-team-1'), cur ? cur.names[1] : '–');
  setText($('k-pts-0'), String(cur ? cur.a : 0));
  setText($('k-pts-1'), String(cur ? cur.b : 0));
  setText($('k-sets'), cur && cur.sets.length ? `Sets: ${cur.sets.map(([x, y]) => `${x}-${y}`).join(', ')}` : '');
  const decided = cur ? Math.max(...wins(cur.sets)) >= setsNeeded() : false;
  for (const b of document.querySelectorAll('.k-btns button')) {
    /** @type {HTMLButtonElement} */ (b).disabled = !cur || decided;
  }
  const finishSet = /** @type {HTMLButtonElement | null} */ ($('finish-set'));
  const submit = /** @type {HTMLButtonElement | null} */ ($('submit-final'));
  if (finishSet) {
    finishSet.disabled = !cur || decided || (cur.a === 0 && cur.b === 0);
    // one set decides a best-of-1 match: "Submit final result" is the only step
    if (pub?.rules) finishSet.hidden = setsNeeded() === 1;
  }
  if (submit) submit.disabled = !cur || (cur.sets.length === 0 && cur.a === 0 && cur.b === 0);
  renderSync();
}

function renderSync() {
  const el = $('sync');
  if (!el) return;
  let cls = 'sync-idle';
  let text = pub ? 'Connected' : 'Connecting…';
  if (offline) { cls = 'sync-offline'; text = `Offline${queue.length ? `: ${queue.length} unsaved, retrying` : ''}`; }
  else if (queue.length || sending) { cls = 'sync-pending'; text = `Unconfirmed (${Math.max(queue.length, 1)} pending)`; }
  else if (everSaved) { cls = 'sync-saved'; text = 'Saved'; }
  el.className = `sync ${cls}`;
  el.textContent = text;
}

/** Queues the running score; an unsent running score of the same match is replaced, not stacked. */
function queueLive() {
  if (!cur) return;
  const op = /** @type {Op} */ ({ kind: 'live', match: cur.match, a: cur.a, b: cur.b, sets: cur.sets.map((s) => [s[0], s[1]]) });
  const keep = sending ? 1 : 0;
  queue = [...queue.slice(0, keep), ...queue.slice(keep).filter((q) => !(q.kind === 'live' && q.match === op.match)), op];
  save();
  render();
  void flush();
}

async function flush() {
  if (sending || queue.length === 0) { renderSync(); return; }
  const op = /** @type {Op} */ (queue[0]);
  sending = true;
  renderSync();
  /** @type {Response | null} */ let res = null;
  /** @type {any} */ let answer = null;
  try {
    const payload = op.kind === 'live' ? { k, match: op.match, a: op.a, b: op.b, sets: op.sets } : { k, match: op.match, sets: op.sets };
    res = await fetch(`${base}/${op.kind}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    answer = await res.json().catch(() => null);
  } catch {
    res = null;
  }
  sending = false;
  if (!res || res.status >= 500 || res.status === 429) {
    offline = true;
    renderSync();
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), backoff * (0.75 + Math.random() * 0.5));
    backoff = Math.min(backoff * 2, 30000);
    return;
  }
  offline = false;
  backoff = 1000;
  if (res.ok) {
    queue.shift();
    everSaved = true;
    lastConfirmAt = Date.now();
    if (op.kind === 'final') {
      finished.add(op.match);
      message('Final result saved. The next match appears here by itself.', false);
      if (cur?.match === op.match) cur = null;
      void feed.refresh();
    }
  } else if (res.status === 409) {
    queue = queue.filter((q) => q.match !== op.match);
    if (cur?.match === op.match) cur = null;
    message(`That match is no longer live on court ${court} (it was finished or moved at the desk). Loading the current match…`);
    await feed.refresh();
  } else {
    // 400: the server named the problem; 403/404: this link is wrong. Either way retrying cannot help.
    queue.shift();
    const why = answer?.error ? String(answer.error) : `error ${res.status}`;
    message(res.status === 403 ? 'This keeper link is not valid any more. Ask the desk for the court QR code.' : `Not saved: ${why}`);
    if (cur?.match === op.match && !queue.some((q) => q.match === op.match)) {
      const m = serverMatch();
      cur = m && m.id === op.match ? fromServer(m) : cur;
    }
  }
  save();
  adopt();
  if (queue.length) void flush();
}

/** @param {string} text @returns {Promise<boolean>} */
function confirmWith(text) {
  const dialog = /** @type {HTMLDialogElement | null} */ ($('k-confirm'));
  if (!dialog || typeof dialog.showModal !== 'function') return Promise.resolve(window.confirm(text));
  setText($('k-confirm-text'), text);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}

document.addEventListener('click', async (ev) => {
  const target = /** @type {HTMLElement} */ (ev.target);
  const button = target.closest('button');
  if (!button || !cur) return;
  if (button.dataset.delta) {
    const side = button.dataset.side === '1' ? 'b' : 'a';
    cur[side] = Math.max(0, Math.min(maxPoints(), cur[side] + Number(button.dataset.delta)));
    message('', false);
    queueLive();
    if (cur && setComplete(cur.a, cur.b)) {
      // tell the keeper what to do next instead of leaving them at 21 wondering
      const [wa, wb] = wins([...cur.sets, [cur.a, cur.b]]);
      const decides = Math.max(wa, wb) >= setsNeeded();
      message(`${cur.a > cur.b ? cur.names[0] : cur.names[1]} wins the set ${cur.a}-${cur.b}. Tap “${decides ? 'Submit final result' : 'Finish set'}”.`, false);
    }
  } else if (button.id === 'finish-set') {
    const { a, b } = cur;
    if (!setComplete(a, b)) {
      message(`${a}-${b} is not a finished set (to ${pub?.rules?.pointsTo}, win by ${pub?.rules?.winBy}${pub?.rules?.cap ? `, cap ${pub.rules.cap}` : ''}).`);
      return;
    }
    const winner = a > b ? cur.names[0] : cur.names[1];
    if (!(await confirmWith(`Finish set ${cur.sets.length + 1} at ${a}-${b}?\n${winner} wins the set.`)) || !cur) return;
    cur.sets = [...cur.sets, [a, b]];
    cur.a = 0; cur.b = 0;
    queueLive();
    const [wa, wb] = wins(cur.sets);
    if (Math.max(wa, wb) >= setsNeeded()) message('Match decided: check the sets and tap “Submit final result”.', false);
  } else if (button.id === 'submit-final') {
    const sets = cur.a || cur.b ? [...cur.sets, /** @type {SetScore} */ ([cur.a, cur.b])] : [...cur.sets];
    const bad = sets.find(([x, y]) => !setComplete(x, y));
    const [wa, wb] = wins(sets);
    if (bad) { message(`${bad[0]}-${bad[1]} is not a finished set yet.`); return; }
    if (Math.max(wa, wb) < setsNeeded()) { message(`Nobody has won ${setsNeeded()} set${setsNeeded() > 1 ? 's' : ''} yet.`); return; }
    const winner = wa > wb ? cur.names[0] : cur.names[1];
    const ok = await confirmWith(`Submit the final result?\n${winner} wins ${Math.max(wa, wb)}-${Math.min(wa, wb)}\n(${sets.map(([x, y]) => `${x}-${y}`).join(', ')})\n\nThis ends the match on court ${court}.`);
    if (!ok || !cur) return;
    cur.sets = sets; cur.a = 0; cur.b = 0;
    queue = [...queue.filter((q, i) => (sending && i === 0) || q.match !== cur?.match), { kind: 'final', match: cur.match, a: 0, b: 0, sets }];
    message('Sending the final result…', false);
    save();
    render();
    void flush();
  }
});

window.addEventListener('online', () => { backoff = 1000; clearTimeout(retryTimer); void flush(); });
window.addEventListener('offline', () => { if (queue.length) { offline = true; renderSync(); } });

load();
render();
const feed = follow(slug, (doc) => { pub = doc; adopt(); if (queue.length && !sending) void flush(); }, (status) => {
  if (status.state === 'live') { offline = false; void flush(); } else if (status.state === 'offline') offline = true;
  renderSync();
});
