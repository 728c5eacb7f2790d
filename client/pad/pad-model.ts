// The keeper pad's state and actions over its room: the score it shows (its own unsaved changes over the server's),
// taps as intents, undo, the final, and the sentences for what changed.
import { setsText } from '../../shared/view/format.js';
import type { SetScore } from '../../shared/engine/types.js';
import type { KeeperRoom } from '../sync/court-room.js';
import type { PadConn } from '../sync/pad-status.js';
import { ackFor, intentOf, pendingOf, readCourt, writePadIntent, type CourtMatch, type CourtView, type PadIntent } from './court-doc.js';
import { versusText, whatHappened } from './desk-change.js';
import type { Words } from '../../shared/i18n/words.js';
import { Handover, type HandoverView } from './handover.js';
import type { PadStorage } from './pad-storage.js';
import { addPoint, finalSets, sameScore, takePoint, ZERO, type Play, type Score, type SideIndex } from './score.js';

export interface PadMessage {
  text: string;
  error: boolean;
}

export interface PadView {
  conn: PadConn;
  court: CourtView | null;
  /** The court's live match (the server's, as last synced: it stays on screen offline). */
  match: CourtMatch | null;
  /** The rules the match is played by (its stage's), when there is one. */
  play: Play | null;
  /** The score shown: this pad's newest unsaved change to the match, else the server's. */
  score: Score;
  /** The score shown is not confirmed by the server yet. */
  unsaved: boolean;
  /** This pad's changes the server has not answered, all matches. */
  pending: number;
  /** The sets of a final this pad sent for the match and the server has not answered yet. */
  finalWaiting: SetScore[] | null;
  /** Every set, once the match is decided and its final can be sent. */
  decided: SetScore[] | null;
  /** What "Undo" would do, or null when this pad has no history for the match. */
  undo: string | null;
  handover: HandoverView;
  message: PadMessage | null;
}

const names = (m: CourtMatch, w: Words): [string, string] => [m.a ?? w.t('keeper.sideA'), m.b ?? w.t('keeper.sideB')];
/**
 * A match as the pad tells matches apart: on a venue court match ids repeat across divisions, so the division
 * is part of it (a tournament's court has no division: the id alone).
 */
const keyOf = (division: string | undefined, match: string) => (division ? `${division}/${match}` : match);
const divisionOf = (court: CourtView | null) => court?.division?.slug ?? undefined;

export class PadModel {
  readonly handover: Handover;
  private message: PadMessage | null = null;
  /** This pad's intents by op id, kept after the server drops answered ones, so their acks can be read. */
  private mine = new Map<string, PadIntent>();
  private answered = new Set<string>();
  private shownMatch: CourtMatch | null = null;
  /** The shown match as keyOf names it (a venue court's next match may have the same id in another division). */
  private shownKey: string | null = null;
  private serverScore: string | null = null;
  private lastWritten: Score | null = null;
  private role: HandoverView['role'] = 'watching';
  /** A match that left the court while this pad's final for it waited for its answer, and the words for what came next. */
  private awaitingFinal: { match: string; next: string } | null = null;
  /** Matches that left the court this session, for the words about them. */
  private left = new Map<string, CourtMatch>();

  constructor(
    private room: KeeperRoom,
    private storage: PadStorage,
    private slug: string,
    private onMessage: () => void,
    private w: Words,
  ) {
    this.handover = new Handover(storage);
  }

  view(): PadView {
    const doc = this.room.doc;
    this.handover.bind(this.room.awareness);
    const handover = this.handover.update(this.room.conn.state === 'online');
    this.role = handover.role;
    const court = readCourt(doc);
    const match = court?.match ?? null;
    const pending = pendingOf(doc, this.storage.pad);
    for (const [opId, intent] of pending) this.mine.set(opId, intent);
    this.readAcks();
    if (court) this.noticeChanges(court, pending.length);

    const division = divisionOf(court);
    const own = match ? pending.filter(([, i]) => i.match === match.id && i.division === division).map(([, i]) => i) : [];
    const latest = own[own.length - 1];
    let score: Score = match ? { a: match.live?.[0] ?? 0, b: match.live?.[1] ?? 0, sets: match.sets } : ZERO;
    let finalWaiting: SetScore[] | null = null;
    if (latest?.type === 'keeperLive') score = { a: latest.a, b: latest.b, sets: latest.sets };
    if (latest?.type === 'keeperFinal') {
      finalWaiting = latest.sets;
      const last = latest.sets[latest.sets.length - 1] ?? [0, 0];
      score = { a: last[0], b: last[1], sets: latest.sets.slice(0, -1) };
    }
    const play: Play | null = court?.rules && match ? { rules: court.rules, stage: match.stage } : null;
    const decided = play && !finalWaiting ? finalSets(play, score) : null;
    const history = match ? this.storage.history(keyOf(division, match.id)) : [];
    const before = history[history.length - 1];
    let undo: string | null = null;
    if (before && !finalWaiting) {
      const at = { set: score.sets.length, a: before.a, b: before.b };
      undo = before.sets.length < score.sets.length ? this.w.t('pad.undoReopen', at) : this.w.t('pad.undoPoint', at);
    }
    return {
      conn: this.room.conn,
      court,
      match,
      play,
      score,
      unsaved: own.length > 0,
      pending: pending.length,
      finalWaiting,
      decided,
      undo,
      handover,
      message: this.message,
    };
  }

  /** A point for `side` (nothing when this pad may not score now), and the words for a set or match it ends. */
  point(v: PadView, side: SideIndex): void {
    if (!this.canScore(v)) return;
    const next = addPoint(v.play!, v.score, side);
    if (!next) return;
    this.push(v, next);
    const [na, nb] = names(v.match!, this.w);
    if (next.sets.length > v.score.sets.length) {
      const [x, y] = next.sets[next.sets.length - 1]!;
      this.say(this.w.t('pad.setWon', { team: x > y ? na : nb, set: next.sets.length, a: x, b: y, next: next.sets.length + 1 }));
    } else if (finalSets(v.play!, next)) {
      const team = next.a > next.b ? na : nb;
      this.say(this.w.t('pad.matchPoint', { team, a: next.a, b: next.b, submit: this.w.t('keeper.submitFinal') }));
    } else {
      this.clear();
    }
  }

  /** Takes back this pad's last change (a point, or the point that finished a set). */
  undo(v: PadView): void {
    if (!this.canScore(v) || v.finalWaiting) return;
    const key = keyOf(divisionOf(v.court), v.match!.id);
    const history = this.storage.history(key);
    const prev = history[history.length - 1];
    if (!prev) return;
    this.write(v, prev);
    this.storage.setHistory(key, history.slice(0, -1));
    this.say(
      prev.sets.length
        ? this.w.t('pad.undoneSets', { a: prev.a, b: prev.b, sets: setsText(prev.sets) })
        : this.w.t('pad.undone', { a: prev.a, b: prev.b }),
    );
  }

  /** A correction without history: one point off a side. */
  correct(v: PadView, side: SideIndex): void {
    if (!this.canScore(v) || v.finalWaiting) return;
    const next = takePoint(v.score, side);
    if (next) this.push(v, next);
  }

  sendFinal(v: PadView): void {
    if (!this.canScore(v) || !v.decided) return;
    const intent = { type: 'keeperFinal' as const, match: v.match!.id, sets: v.decided, pad: this.storage.pad, ...this.divisionField(v) };
    const opId = writePadIntent(this.room.doc, intent);
    this.mine.set(opId, { ...intent, seq: 0 });
    this.say(this.w.t(v.conn.state === 'online' ? 'pad.sendingFinal' : 'pad.finalKept'));
  }

  private canScore(v: PadView): boolean {
    return v.handover.role === 'scoring' && v.play !== null && v.match !== null && v.conn.state !== 'refused';
  }

  private push(v: PadView, next: Score): void {
    const key = keyOf(divisionOf(v.court), v.match!.id);
    this.storage.setHistory(key, [...this.storage.history(key), v.score]);
    this.write(v, next);
  }

  /** On a venue court an intent names the division of the match the pad showed: the server sends it there, and only there. */
  private divisionField(v: PadView): { division?: string } {
    const division = divisionOf(v.court);
    return division ? { division } : {};
  }

  private write(v: PadView, s: Score): void {
    const match = v.match!.id;
    const intent = { type: 'keeperLive' as const, match, a: s.a, b: s.b, sets: s.sets, pad: this.storage.pad, ...this.divisionField(v) };
    const opId = writePadIntent(this.room.doc, intent);
    this.mine.set(opId, { ...intent, seq: 0 });
    this.lastWritten = s;
  }

  /** New answers to this pad's intents: a refusal is said once, next to the score; a saved final too. */
  private readAcks(): void {
    for (const [opId, intent] of this.mine) {
      if (this.answered.has(opId)) continue;
      const ack = ackFor(this.room.doc, opId);
      if (!ack) {
        // answered and dropped before this pad read the ack (a reload in between): nothing left to say
        if (!intentOf(this.room.doc, opId, this.storage.pad) && this.room.conn.state === 'online') this.answered.add(opId);
        continue;
      }
      this.answered.add(opId);
      const court = readCourt(this.room.doc);
      const key = keyOf(intent.division, intent.match);
      const waited = intent.type === 'keeperFinal' && this.awaitingFinal?.match === key ? this.awaitingFinal : null;
      if (waited) this.awaitingFinal = null;
      if (ack.ok && intent.type === 'keeperFinal') this.say(this.sentences(this.w.t('pad.finalSaved'), waited?.next ?? ''));
      else if (!ack.ok && court?.match && key === keyOf(divisionOf(court), court.match.id))
        this.say(this.notSaved(ack.kind, court.court), true);
      else if (!ack.ok && waited && court)
        this.explain(this.leftMatch(key, intent.match), court.court, this.w.t('pad.finalNotSaved'), waited.next, intent.division);
    }
  }

  /** Says what the server changed under this pad: a new match on the court, or a score this pad did not send. */
  private noticeChanges(court: CourtView, pending: number): void {
    const m = court.match;
    const left = this.shownMatch;
    const leftKey = this.shownKey;
    const leftDivision = leftKey?.includes('/') ? leftKey.slice(0, leftKey.lastIndexOf('/')) : undefined;
    const nowKey = m ? keyOf(divisionOf(court), m.id) : null;
    this.shownMatch = m;
    this.shownKey = nowKey;
    const key = m ? JSON.stringify([nowKey, m.live, m.sets]) : null;
    const scoreChanged = key !== this.serverScore;
    this.serverScore = key;
    if (left && leftKey && leftKey !== nowKey) {
      this.left.set(leftKey, left);
      const title = m ? versusText(m, this.w) : '';
      const next = m
        ? court.division
          ? this.w.t('pad.nowOnDivision', { court: court.court, division: court.division.name, title })
          : this.w.t('pad.nowOn', { court: court.court, title })
        : court.division === null
          ? '' // a free venue court says so on the pad itself
          : this.w.t('keeper.nextAppears');
      if (this.finalOf(leftKey) === 'saved') {
        this.say(this.sentences(this.w.t('pad.finalSaved'), next));
      } else if (this.finalOf(leftKey) === 'waiting') {
        // the court moved on before the final's answer came: the answer says whose result it was
        this.awaitingFinal = { match: leftKey, next };
        this.say(this.w.t('pad.savingFinal'));
      } else {
        this.explain(left, court.court, '', next, leftDivision);
      }
      this.lastWritten = null;
      return;
    }
    // the desk corrected the score while this pad was scoring and had nothing unsaved
    if (m && left && scoreChanged && pending === 0 && this.role === 'scoring' && this.lastWritten) {
      const server: Score = { a: m.live?.[0] ?? 0, b: m.live?.[1] ?? 0, sets: m.sets };
      if (!sameScore(server, this.lastWritten)) {
        this.say(
          server.sets.length
            ? this.w.t('pad.deskChangedSets', { a: server.a, b: server.b, sets: setsText(server.sets) })
            : this.w.t('pad.deskChanged', { a: server.a, b: server.b }),
        );
        this.storage.setHistory(m.id, []);
        this.lastWritten = server;
      }
    }
  }

  /** Whether this pad sent a final for the match `key` (keyOf), and whether the server has confirmed it. */
  private finalOf(key: string): 'saved' | 'waiting' | null {
    let found: 'saved' | 'waiting' | null = null;
    for (const [opId, i] of this.mine) {
      if (keyOf(i.division, i.match) !== key || i.type !== 'keeperFinal') continue;
      const ack = ackFor(this.room.doc, opId);
      if (ack?.ok) return 'saved';
      if (!ack) found = 'waiting';
    }
    return found;
  }

  private leftMatch(key: string, id: string): CourtMatch {
    return (
      this.left.get(key) ?? {
        id,
        label: null,
        stage: 'pool',
        round: 0,
        slot: null,
        poolId: '',
        status: 'live',
        a: null,
        b: null,
        live: null,
        sets: [],
      }
    );
  }

  /** Says at once that the match left the court, then what happened to it once the public state tells. */
  private explain(left: CourtMatch, court: number, prefix: string, next: string, division?: string): void {
    this.say(this.sentences(prefix, this.w.t('pad.leftCourt', { title: versusText(left, this.w), court }), next));
    const shown = this.message;
    // on a venue court the match's own division tells what became of it
    void whatHappened(division ?? this.slug, left, court, this.role !== 'watching', this.w).then((text) => {
      // a newer message (a tap, an answer) wins over this late one
      if (this.message !== shown) return;
      this.say(this.sentences(prefix, text, next));
      this.onMessage();
    });
  }

  /** Sentences one after another, the empty ones left out. */
  private sentences(...parts: string[]): string {
    return parts.filter((p) => p !== '').join(' ');
  }

  /**
   * A refused change to the match on court, by the refusal's kind (shared/wire/room-protocol.ts Ack): the engine's own
   * sentence is English, and a pad that sends only scores its rules allow is refused only when the match moved on.
   */
  private notSaved(kind: string | undefined, court: number): string {
    if (kind === 'conflict') return this.w.t('pad.notSavedConflict', { court });
    if (kind === 'notFound') return this.w.t('pad.notSavedGone', { court });
    return this.w.t('pad.notSavedOther');
  }

  /** Sets the message; called while the view is computed, so it does not ask for another render itself. */
  private say(text: string, error = false): void {
    this.message = { text, error };
  }

  private clear(): void {
    if (this.message) this.message = null;
  }
}
