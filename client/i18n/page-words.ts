// The words a page's components translate with: the page's language (`<html lang>`) and the messages the server put
// in the page for its entry (server/pages/layout.ts, docs/translating.md), so no catalogue is downloaded.
import { DEFAULT_LANG, isLang } from '../../shared/i18n/languages.js';
import { wordsOf, type CompiledMessages, type Words } from '../../shared/i18n/words.js';
import type { Localized } from '../../shared/view/markup.js';
import { LIT_MARKUP, type LitView } from '../components/lit-markup.js';

function read(): Words {
  const lang = document.documentElement.lang;
  let messages: CompiledMessages = {};
  try {
    messages = JSON.parse(document.getElementById('page-messages')?.textContent ?? '{}') as CompiledMessages;
  } catch {
    // a page without its messages shows their keys, which the browser tests catch
  }
  return wordsOf(isLang(lang) ? lang : DEFAULT_LANG, messages);
}

let words: Words | null = null;

/** The page's words, read once. */
export function pageWords(): Words {
  return (words ??= read());
}

/** LIT_MARKUP with the page's words: what a translated component renders its shared views with. */
export function pageMarkup(): Localized<LitView> {
  return { ...LIT_MARKUP, words: pageWords() };
}
