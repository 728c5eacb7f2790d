// The desk log's `detail` in the reader's language (docs/translating.md, The desk log): a row written since the log kept
// messages carries `said` (what was done, by names) and, when refused, `why` (the engine's refusal); an older row, or one
// whose message a page cannot say, shows its stored English sentence. The server's first paint and <desk-events> both use it.
import type { Message, PlainValues, Values, Words } from '../i18n/words.js';

/** The log's own messages (written whole here, so the catalogue check finds each one in use). */
export const LOG_KEYS = [
  'desk.logCreate',
  'desk.logTeam',
  'desk.logTeamEdit',
  'desk.logTeamSeed',
  'desk.logWithdraw',
  'desk.logArrive',
  'desk.logWithdrawAbsent',
  'desk.logNewCode',
  'desk.logImport',
  'desk.logPhase',
  'desk.logBanner',
  'desk.logBannerCleared',
  'desk.logBroadcast',
  'desk.logNotes',
  'desk.logPools',
  'desk.logBracket',
  'desk.logCleared',
  'desk.logScore',
  'desk.logLive',
  'desk.logKeeperFinal',
  'desk.logForfeit',
  'desk.logSwap',
  'desk.logMatch',
  // a match whose teams are not both known yet, named by its label (messages/<lang>/match-log.ts)
  'desk.logScoreOf',
  'desk.logLiveOf',
  'desk.logKeeperFinalOf',
  'desk.logForfeitOf',
  'desk.logSwapOf',
  'desk.logMatchOf',
  'desk.logCourt',
  'desk.logTick',
] as const;
export type LogKey = (typeof LOG_KEYS)[number];

/** A log row's description as a message: one of the log's keys and its values (names, counts, codes). */
export interface LogMessage {
  key: LogKey;
  values?: Values;
}

/** What a log row carries for the reader's language, beside its English `detail` (server/tournament/hub-types.ts EventRow). */
export interface LogSaid {
  detail: string;
  ok: boolean;
  said?: { key: string; values?: Values } | undefined;
  why?: { key: string; values?: Values } | undefined;
}

const LOG_KEY_SET: ReadonlySet<string> = new Set(LOG_KEYS);

/**
 * Values as stored, said plain: strings and numbers as they are, a value that is itself a message (a match's name,
 * shared/engine/match-name.ts) said with `w`, two levels at most. Null when a value is of another kind or a nested
 * message is one the page cannot say: the row shows its English then. Older rows hold plain strings only.
 */
function cleanValues(values: unknown, w: Words, depth = 0): PlainValues | null {
  if (values === undefined) return {};
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    else if (depth < 2 && typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string') {
      const text = say(v as { key: string; values?: unknown }, w, () => true, depth + 1);
      if (text === null) return null;
      out[k] = text;
    } else return null;
  }
  return out;
}

/** `m` said with `w`, or null when the page cannot say it (a key it was not given, values of the wrong kind). */
function say(m: { key: string; values?: unknown } | undefined, w: Words, known: (key: string) => boolean, depth = 0): string | null {
  if (!m || typeof m.key !== 'string' || !known(m.key)) return null;
  const values = cleanValues(m.values, w, depth);
  if (values === null) return null;
  const text = w.t(m.key as Message['key'], values);
  return text === m.key ? null : text;
}

/** The row's detail in `w`'s language; English readers and rows without a message get the stored sentence as is. */
export function logDetailIn(row: LogSaid, w: Words): string {
  if (w.lang === 'en') return row.detail;
  if (!row.said) {
    // refused before it became an intent (a malformed form): only the refusal has a message
    const why = row.ok ? null : say(row.why, w, () => true);
    return why === null ? row.detail : w.t('desk.logRefused', { why });
  }
  const what = say(row.said, w, (k) => LOG_KEY_SET.has(k));
  if (what === null) return row.detail;
  if (row.ok) return what;
  const why = say(row.why, w, () => true);
  return why === null ? row.detail : w.t('desk.logRefusedDetail', { detail: what, why });
}
