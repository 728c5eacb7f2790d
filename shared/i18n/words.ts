// What a page's templates translate with: its language and its messages, the same object on the server and in the browser.
import type { MessageKey } from './messages/en/index.js';
import { formatMessage, type Compiled, type Values as PlainValues } from './format-message.js';
import type { Lang } from './languages.js';

export type { MessageKey } from './messages/en/index.js';
export type { PlainValues };

/**
 * A value that is itself a message, said in the same language (a match's name in a refusal: "{a} vs {b}", a bracket
 * label; docs/translating.md, Refusals). Two levels at most: a nested message's own values may hold plain messages.
 */
export interface Said {
  key: MessageKey;
  values?: Readonly<Record<string, string | number | SaidPlain>>;
}
/** The innermost nested message: plain values only. */
export interface SaidPlain {
  key: MessageKey;
  values?: PlainValues;
}

/** A message's values: strings, numbers, or messages said in the same language. */
export type Values = Readonly<Record<string, string | number | Said>>;

/** Messages of one language, parsed: all of them on the server, a page's areas in the browser (docs/translating.md). */
export type CompiledMessages = Partial<Record<MessageKey, Compiled>>;

/**
 * A sentence to be said in the reader's language: its key and values. The engine gives one beside its English
 * `error` where a page shows the refusal (docs/translating.md, Refusals).
 */
export interface Message {
  key: MessageKey;
  values?: Values;
}

export interface Words {
  readonly lang: Lang;
  /** The message `key` with `values`. A key the page was not given shows as itself, so a test sees it at once. */
  t(key: MessageKey, values?: Values): string;
}

/** The deepest a value may nest (Said, then SaidPlain): deeper objects, from a stored row, are said as nothing. */
const MAX_DEPTH = 2;

export function wordsOf(lang: Lang, messages: CompiledMessages): Words {
  const say = (key: MessageKey, values: Values | Said['values'] | undefined, depth: number): string => {
    const m = messages[key];
    return m === undefined ? key : formatMessage(m, lang, values && plain(values, depth));
  };
  /** `values` with each nested message said first (a key the page lacks shows as itself, as `t` does). */
  const plain = (values: Values | Said['values'] | PlainValues, depth: number): PlainValues => {
    let out: Record<string, string | number> | null = null;
    for (const name in values) {
      const v: unknown = values[name];
      if (typeof v !== 'object') continue;
      out ??= { ...(values as PlainValues) };
      const nested = v as SaidPlain | null;
      out[name] = nested !== null && depth < MAX_DEPTH && typeof nested.key === 'string' ? say(nested.key, nested.values, depth + 1) : '';
    }
    return out ?? (values as PlainValues);
  };
  return { lang, t: (key, values) => say(key, values, 0) };
}

/** A value that may be a message (`matchSaid`, `labelSaid`), said with `w`; a plain string as it is. */
export function sayIn(value: Said | string, w: Words): string {
  return typeof value === 'string' ? value : w.t(value.key, value.values);
}
