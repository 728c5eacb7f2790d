// Lit's Markup (shared/view/markup.ts): shared views rendered as Lit templates inside the components.
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Markup } from '../../shared/view/markup.js';

/** What a shared view gives when called with LIT_MARKUP: a template, or Lit's `nothing`. */
export type LitView = TemplateResult | typeof nothing;

/** Shared views called with this give Lit templates; components add their bindings around them. */
export const LIT_MARKUP: Markup<LitView> = { html, svg, nothing };
