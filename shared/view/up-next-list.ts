// The queue as people read it: which court, who plays (or what a side waits for), in how many minutes and at
// about what time. The board and the TV list it; apart from up-next.ts (the wait alone) so a team page loads none of it.
import type { PublicState, UpNextEntry } from '../engine/types.js';
import { matchNameIn, waitsForIn } from './format-words.js';
import type { Localized } from './markup.js';
import { sideLinkView } from './team-link.js';
import { etaView } from './up-next.js';

/** The queue (all of `pub.upNext`, or the entries given); `me` marks the reader's own team and its matches. */
export function upNextView<R>(mk: Localized<R>, pub: PublicState, entries: UpNextEntry[] = pub.upNext, me = ''): R {
  const { html, words: w } = mk;
  if (entries.length === 0) return html`<p class="empty">${w.t('board.nothingQueued')}</p>`;
  return html`<ol class="upnext">${entries.map((e) => {
    const what = [matchNameIn(pub, e, w)];
    if (e.status === 'on_deck') what.push(w.t('board.onDeck'));
    if (e.tentative) what.push(waitsForIn(pub, e, w));
    if (e.workTeam) what.push(w.t('board.workTeamIs', { team: e.workTeam.name }));
    const mine = me && (e.a?.id === me || e.b?.id === me) ? ' mine' : '';
    return html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}${mine}">
<span class="where">${w.t('board.court', { court: e.court })}</span>
<span class="who">${sideLinkView(mk, pub, e, 'A', me)} <span class="vs">${w.t('board.vs')}</span> ${sideLinkView(mk, pub, e, 'B', me)}</span>
<span class="eta">${etaView(mk, pub, e.etaMin)}</span>
<span class="what">${what.join(' · ')}</span>
</li>`;
  })}</ol>`;
}
