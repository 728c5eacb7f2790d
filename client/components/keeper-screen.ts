// The keeper pad's screen as data (shared/view/keeper.ts KeeperScreen) from the pad's view of its room: the status
// line's tone, the rules line, the set being played.
import { setCount } from '../../shared/view/format.js';
import { etaIn, matchTitleIn, rulesIn, runningSetIn, waitsForMatchIn } from '../../shared/view/format-words.js';
import type { Words } from '../../shared/i18n/words.js';
import { playRulesText, type KeeperScreen } from '../../shared/view/keeper.js';
import { stageRules } from '../../shared/engine/rules.js';
import type { PadView } from '../pad/pad-model.js';
import { runningTarget, setsWon } from '../pad/score.js';
import { padStatusText } from '../sync/pad-status.js';

/** How the status line looks: saved, saving, offline, or still connecting. */
function tone(v: PadView): string {
  if (v.conn.state === 'online') return v.pending ? 'pending' : 'saved';
  if (v.conn.state === 'offline' || v.conn.state === 'refused') return 'offline';
  return v.pending ? 'pending' : 'idle';
}

/** The set being played and its target: "Set 2 · to 21" (the target moves on at 20-20 with win by 2). */
export function setLine(v: PadView, w: Words): string {
  if (!v.play) return '';
  const bestOf = stageRules(v.play.rules, v.play.stage).bestOf;
  const over = v.finalWaiting ?? v.decided;
  if (over) {
    const [wa, wb] = setCount(over);
    return bestOf > 1 ? `${w.t('keeper.matchOver')} · ${w.t('play.setsWon', { a: wa, b: wb })}` : w.t('keeper.matchOver');
  }
  const won = setsWon(v.score);
  return runningSetIn(v.score.sets.length + 1, runningTarget(v.play, v.score), won, bestOf, w);
}

/** `fallback`: the header line the server painted, kept until the court's doc has loaded. */
export function keeperScreenOf(v: PadView, court: number, fallback: string, w: Words): KeeperScreen {
  // the rules of the match on court: a bracket match may be played to other rules than the pools
  const c = v.court;
  const venue = c !== null && c.division !== undefined;
  const headline = !c
    ? fallback
    : venue || !c.rules
      ? c.tournament
      : `${c.tournament} · ${rulesIn(stageRules(c.rules, v.match?.stage ?? 'pool'), w)}`;
  const conn = v.conn;
  const scoring = v.handover.role === 'scoring';
  const n = v.court?.next;
  return {
    court,
    headline,
    status: { tone: tone(v), state: conn.state, pending: v.pending, text: padStatusText(conn, v.pending, w) },
    refused: conn.state === 'refused' ? { sentence: conn.sentence, retry: conn.retry } : null,
    handover: v.handover,
    match: v.match && {
      title: matchTitleIn(v.match, w),
      a: v.match.a,
      b: v.match.b,
      setLine: setLine(v, w),
      points: [v.score.a, v.score.b],
      sets: v.score.sets,
      unsaved: v.unsaved,
      online: conn.state === 'online',
      open: scoring && !v.decided && !v.finalWaiting,
      controls: scoring ? { undo: v.undo, decided: v.decided, waiting: v.finalWaiting } : null,
    },
    paused: v.court?.status === 'paused' ? { reason: v.court.reason } : null,
    message: v.message,
    next: n
      ? {
          a: n.a,
          b: n.b,
          title: n.division ? `${n.division.name} · ${matchTitleIn(n, w)}` : matchTitleIn(n, w),
          when: n.tentative ? waitsForMatchIn(w) : etaIn(n.etaMin, w),
        }
      : null,
    // a venue court names the division on it, large, with its rules: they change when the court takes another division's match
    ...(venue
      ? {
          venue: {
            division: c.division && c.rules && v.match ? { name: c.division.name, rules: playRulesText(c.rules, v.match.stage, w) } : null,
          },
        }
      : {}),
  };
}
