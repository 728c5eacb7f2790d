// The queue as people read it: which court, who plays (or what a side waits for), in how many minutes and at
// about what time.
import type { PublicState, UpNextEntry } from '../engine/types.js';
import { clockSlot } from './clock.js';
import { etaAt, etaInText, matchName, waitsForText } from './format.js';
import type { Markup } from './markup.js';
import { sideLinkView } from './team-link.js';

/** "in 14 min" and a slot for "about 14:20" (the browser writes it, in the reader's own time zone), or "now". */
export function etaView<R>(mk: Markup<R>, pub: PublicState, etaMin: number): R {
  const { html } = mk;
  if (etaMin <= 0) return html`<span class="eta-in">now</span>`;
  return html`<span class="eta-in">${etaInText(etaMin)}</span> ${clockSlot(mk, etaAt(pub, etaMin), 'eta-clock', 'about ')}`;
}

/** The queue (all of `pub.upNext`, or the entries given); `me` marks the reader's own team and its matches. */
export function upNextView<R>(mk: Markup<R>, pub: PublicState, entries: UpNextEntry[] = pub.upNext, me = ''): R {
  const { html } = mk;
  if (entries.length === 0) return html`<p class="empty">Nothing queued.</p>`;
  return html`<ol class="upnext">${entries.map(
    (
      e,
    ) => html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}${me && (e.a?.id === me || e.b?.id === me) ? ' mine' : ''}">
<span class="where">Court ${e.court}</span>
<span class="who">${sideLinkView(mk, pub, e, 'A', me)} <span class="vs">vs</span> ${sideLinkView(mk, pub, e, 'B', me)}</span>
<span class="eta">${etaView(mk, pub, e.etaMin)}</span>
<span class="what">${matchName(pub, e)}${e.status === 'on_deck' ? ' · on deck' : ''}${e.tentative ? ` · ${waitsForText(pub, e)}` : ''}${e.workTeam ? ` · work team: ${e.workTeam.name}` : ''}</span>
</li>`,
  )}</ol>`;
}
