// The server's Markup (shared/view/markup.ts): shared views rendered through the escaping tag of ./html.ts.
import type { Markup } from '../../shared/view/markup.js';
import { Html, html } from './html.js';

/** Shared views called with this give server `Html`: every interpolated value escaped, `nothing` empty. */
export const SERVER_MARKUP: Markup<Html> = { html, svg: html, nothing: new Html('') };
