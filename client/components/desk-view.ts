// What every part of the desk draws from (the predicted tournament, its public projection, pending changes, answers,
// people), and the marks they share: pending, refused with "Apply anyway", who else is editing.
import { html, nothing, type TemplateResult } from 'lit';
import { setsText } from '../../shared/view/format.js';
import { phaseIn } from '../../shared/view/format-words.js';
import { pageWords } from '../i18n/page-words.js';
import type { Message } from '../../shared/i18n/words.js';
import type { PublicState, Tournament } from '../../shared/engine/types.js';
import type { Answer, DeskIntent, DeskIntents } from '../sync/desk-intents.js';
import type { DeskRoom, Editing, Peer } from '../sync/desk-room.js';
import { noteFor } from './intent-note.js';
import { matchSaid } from '../../shared/engine/match-name.js';
import type { Ack } from '../../shared/wire/room-protocol.js';

export interface DeskView {
  /** The tournament as it will most likely be once the pending changes are answered. */
  t: Tournament;
  /** The tournament as the server confirmed it. */
  confirmed: Tournament;
  /** The public projection of `t`: what the board will show, and what the shared components draw. */
  pub: PublicState;
  room: DeskRoom;
  intents: DeskIntents;
  peers: Peer[];
  /** Keeper pads connected per court number. */
  pads: Record<string, number>;
  now: number;
}

/** Sends a change for `target`; it shows as pending at once. */
export function send(view: DeskView, intent: DeskIntent, target: string): void {
  view.intents.send(intent, target);
}

/** The other organizers working on this thing right now. */
export function editorsOf(view: DeskView, kind: Editing['kind'], id: string | number): Peer[] {
  return view.peers.filter((p) => !p.self && p.editing?.kind === kind && p.editing.id === String(id));
}

/** "Sam is editing this", shown where it matters; nothing when nobody else is. */
export function editorsMark(view: DeskView, kind: Editing['kind'], id: string | number): TemplateResult | typeof nothing {
  const who = editorsOf(view, kind, id);
  if (who.length === 0) return nothing;
  const names = [...new Set(who.map((p) => p.name))];
  return html`<span class="badge presence-mark" data-editors>${pageWords().t('desk.editorsEditing', { names: names.join(', '), n: names.length })}</span>`;
}

/**
 * The version to resend a refused change on: the one the server has now. Only a conflict is resent, and
 * only with the author's say-so ("Apply anyway").
 */
export function currentRev(view: DeskView, intent: DeskIntent): number | undefined {
  if (intent.type === 'court') return view.confirmed.courts.find((c) => c.court === intent.court)?.rev ?? 0;
  if ('match' in intent) return view.confirmed.matches[intent.match]?.rev ?? 0;
  return undefined;
}

/** A change as its author would name it, to say which one the server refused ("Result 21-15, 21-18"). */
export function intentWords(view: DeskView, i: DeskIntent): string {
  const w = pageWords();
  const team = (id: string) => view.t.teams[id]?.name ?? w.t('desk.theTeam');
  switch (i.type) {
    case 'score':
      return w.t('desk.iScore', { sets: setsText(i.sets) });
    case 'live':
      return w.t('desk.iLive', { a: i.a, b: i.b });
    case 'forfeit':
      return w.t('desk.iForfeit', { team: team(i.team) });
    case 'pushback':
      return w.t('desk.iPushback');
    case 'swap':
      return w.t('desk.iSwap', { court: i.court });
    case 'court':
      return w.t('desk.iCourt', { op: i.op === 'pause' ? 'pause' : 'resume', court: i.court });
    case 'phase':
      return w.t('desk.iPhase', { phase: phaseIn(i.phase, w) });
    case 'banner':
      return w.t('desk.iBanner');
    case 'broadcast':
      return w.t('desk.iBroadcast');
    case 'notes':
      return w.t('desk.iNotes');
    case 'generatePools':
      return w.t('desk.iPools', { size: i.poolSize });
    case 'generateBracket':
      return w.t('desk.iBracket');
    case 'regenerate':
      return w.t('desk.iRegenerate');
    case 'teamAdd':
      return w.t('desk.iTeamAdd', { name: i.name });
    case 'teamEdit':
      return w.t('desk.iTeamEdit', { team: team(i.id) });
    case 'teamSeed':
      return w.t('desk.iSeed', { seed: i.seed, team: team(i.id) });
    case 'teamRemove':
      return w.t('desk.iRemove', { team: team(i.id) });
    case 'withdraw':
      return w.t('desk.iWithdraw', { team: team(i.id) });
    default:
      return w.t('desk.iOther');
  }
}

/**
 * What a refused change would do that the confirmed tournament has already (someone paused the court first): then
 * "Apply anyway" has nothing left to do, and says so as done, not as a refusal (docs/running-an-event.md, Apply anyway).
 */
export function alreadyDone(t: Tournament, i: DeskIntent): Ack | null {
  const w = pageWords();
  if (i.type === 'court') {
    const c = t.courts.find((x) => x.court === i.court);
    if (!c || c.status !== (i.op === 'pause' ? 'paused' : 'open')) return null;
    const said = { key: 'desk.courtAlready', values: { op: i.op, court: i.court } } as const;
    return { ok: true, msg: w.t(said.key, said.values), said };
  }
  if (i.type === 'swap') {
    const m = t.matches[i.match];
    if (m?.status !== 'live' || m.court !== i.court) return null;
    const said: Message = { key: 'refusal.alreadyOnCourt', values: { match: matchSaid(t, m), court: i.court } };
    return { ok: true, msg: w.t(said.key, said.values), said };
  }
  return null;
}

/** "Apply anyway": on the version the server has now, unless the tournament already is as the change wanted. */
function applyAnyway(view: DeskView, a: Answer): void {
  const done = alreadyDone(view.confirmed, a.intent);
  if (done) return view.intents.answerHere(a, done);
  const rev = currentRev(view, a.intent);
  view.intents.send({ ...a.intent, ...(rev !== undefined ? { rev } : {}) } as DeskIntent, a.target);
}

/** The note next to `target` (intent-note.ts): pending, refused with "Apply anyway" for a conflict, or done. */
export function intentNote(view: DeskView, target: string, opts: { fieldsShown?: boolean } = {}): TemplateResult | typeof nothing {
  return noteFor(
    {
      queue: view.intents,
      live: view.room.state === 'live',
      words: (a) => intentWords(view, a.intent),
      applyAnyway: (a) => applyAnyway(view, a),
    },
    target,
    opts,
  );
}

/** True while a change to `target` is pending: its controls show the predicted state and say so. */
export const isPending = (view: DeskView, target: string): boolean => view.intents.pendingFor(target).length > 0;
