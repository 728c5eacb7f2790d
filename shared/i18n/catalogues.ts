// Every language's catalogue, parsed once, for the server's pages and the tests (the browser gets only its page's share).
import { compileMessage } from './compile.js';
import { LANGS, type Lang } from './languages.js';
import { de } from './messages/de/index.js';
import { en, type MessageKey } from './messages/en/index.js';
import { es } from './messages/es/index.js';
import { fr } from './messages/fr/index.js';
import { it } from './messages/it/index.js';
import { nl } from './messages/nl/index.js';
import { pl } from './messages/pl/index.js';
import { pt } from './messages/pt/index.js';
import type { Catalogue } from './messages/catalogue.js';
import { wordsOf, type CompiledMessages, type Words } from './words.js';
import { areaOf, type Area } from './areas.js';

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, es, pt, de, fr, it, nl, pl };

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

const compiled = new Map<Lang, Record<MessageKey, ReturnType<typeof compileMessage>>>();

type Compiled = ReturnType<typeof compileMessage>;

/**
 * Every message of `lang`, each parsed the first time it is read and then kept (once per process): a start parses
 * nothing, and a page parses only the messages it says (eight catalogues parsed up front cost a cold start ~150 ms).
 */
export function compiledMessages(lang: Lang): Readonly<Record<MessageKey, Compiled>> {
  let c = compiled.get(lang);
  if (!c) {
    const cat = CATALOGUES[lang];
    const lazy = {} as Record<MessageKey, Compiled>;
    for (const k of MESSAGE_KEYS) {
      Object.defineProperty(lazy, k, {
        enumerable: true,
        configurable: true,
        get() {
          const value = compileMessage(cat[k], lang);
          Object.defineProperty(lazy, k, { value, enumerable: true });
          return value;
        },
      });
    }
    compiled.set(lang, (c = lazy));
  }
  return c;
}

const words = new Map<Lang, Words>();

/** The server's words for a page in `lang`. */
export function wordsFor(lang: Lang): Words {
  let w = words.get(lang);
  if (!w) words.set(lang, (w = wordsOf(lang, compiledMessages(lang))));
  return w;
}

/** The messages of `areas` in `lang`, parsed: what a page hands its browser code. */
export function messagesOf(lang: Lang, areas: readonly Area[]): CompiledMessages {
  const all = compiledMessages(lang);
  return Object.fromEntries(MESSAGE_KEYS.filter((k) => areas.includes(areaOf(k))).map((k) => [k, all[k]]));
}

export { LANGS };
