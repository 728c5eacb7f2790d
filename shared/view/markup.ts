// One template per view: a view is a function of the markup it is written in, so the server's first paint (an
// escaping string tag, server/pages/html.ts) and the Lit component (lit's `html`) call the very same function.
import type { Words } from '../i18n/words.js';

/** A tagged-template function producing fragments of type R (the server's `Html`, or Lit's `TemplateResult`). */
export type Tag<R> = (strings: TemplateStringsArray, ...values: unknown[]) => R;

/**
 * The markup a view is rendered with. Templates written for both sides keep to what both tags mean alike:
 * quoted attribute values (`class="${x}"`), text and nested fragments, arrays of fragments, and `nothing` for
 * "no content"; no Lit-only bindings (`@event`, `.prop`, `?attr`) — components add those around shared views.
 */
export interface Markup<R> {
  html: Tag<R>;
  /** For fragments that sit inside an `<svg>` element (paths, foreignObjects): Lit parses those as SVG. */
  svg: Tag<R>;
  /** Renders as no content at all. */
  nothing: R;
}

/**
 * A markup with the words of the reader's language (shared/i18n/words.ts): what translated views are written against.
 * The server makes one per language (server/pages/markup.ts); a translated component adds the words its page gave it.
 */
export type Localized<R> = Markup<R> & { readonly words: Words };
