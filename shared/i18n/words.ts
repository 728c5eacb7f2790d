// What a page's templates translate with: its language and its messages, the same object on the server and in the browser.
import type { MessageKey } from './messages/en/index.js';
import { formatMessage, type Compiled, type Values } from './format-message.js';
import type { Lang } from './languages.js';

export type { MessageKey } from './messages/en/index.js';
export type { Values } from './format-message.js';

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

export function wordsOf(lang: Lang, messages: CompiledMessages): Words {
  return {
    lang,
    t: (key, values) => {
      const m = messages[key];
      return m === undefined ? key : formatMessage(m, lang, values);
    },
  };
}
