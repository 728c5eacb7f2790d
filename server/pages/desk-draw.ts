// The desk's draw section (docs/running-an-event.md, the draw): pools, then brackets by tier, as plain forms that work
// without JavaScript; <desk-draw> draws the same with a preview.
import type { PublicState, Tournament } from '../../shared/engine/types.js';
import { tiersOf } from '../../shared/engine/tiers.js';
import type { Words } from '../../shared/i18n/words.js';
import { tierSummaryIn } from '../../shared/view/desk-live.js';
import { DECIDED } from '../../shared/view/format.js';
import { html, type Html } from './html.js';
import { actionButton, checkbox, field } from './layout.js';

/** The brackets drawn so far (docs/running-an-event.md, Gold and Silver): name, ranks, format, and whether results hold it. */
function tierList(t: Tournament, pub: PublicState, w: Words): Html {
  const tiers = tiersOf(t);
  if (tiers.length === 0) return html``;
  return html`<h3>${w.t('desk.drawnBrackets')}</h3><ul class="tier-list" data-tiers>${tiers.map((x) => {
    const { title, what, played } = tierSummaryIn(pub, x, w);
    const note = x.consolationOf !== undefined ? '' : played ? w.t('desk.hasResults') : w.t('desk.drawAgainBelow');
    return html`<li><strong>${title}</strong> <span class="muted">${what} ${note}</span></li>`;
  })}</ul>`;
}

/** The draw as plain forms (the desk without JavaScript); <desk-draw> draws the same with a preview. */
export function generateSection(base: string, t: Tournament, pub: PublicState, w: Words): Html {
  const hasPools = t.stages.includes('pool');
  const hasBracket = t.stages.includes('bracket');
  const generated = t.pools.length > 0 || pub.bracket.length > 0;
  const smallest = t.pools.length ? Math.min(...t.pools.map((p) => p.teamIds.length)) : 4;
  const poolOpen = pub.pools.flatMap((p) => p.matches).filter((m) => !DECIDED.has(m.status)).length;
  const most = hasPools ? Math.max(0, ...t.pools.map((p) => p.teamIds.length)) : Object.keys(t.teams).length;
  const brackets = pub.bracket.length ? Math.max(1, pub.tiers?.length ?? 0) : 0;
  return html`<section class="panel" id="generate"><h2>${w.t('desk.drawTitle')}</h2>
${
  hasPools && t.pools.length === 0
    ? html`<form method="post" action="${base}/generate" class="row-form">
<input type="hidden" name="what" value="pools">
${field({
  name: 'poolSize',
  id: 'poolSize',
  label: w.t('desk.teamsPerPool'),
  type: 'number',
  value: 4,
  attrs: { required: true, min: 2, max: 16 },
  className: 'short',
})}
${checkbox({ name: 'workTeams', id: 'workTeams', label: w.t('desk.workTeams'), value: '1' })}
<button type="submit" class="btn primary">${w.t('desk.generatePools')}</button>
</form>`
    : ''
}
${hasBracket ? tierList(t, pub, w) : ''}
${
  hasBracket && (!hasPools || t.pools.length > 0)
    ? html`<form method="post" action="${base}/generate" class="stack" data-draw-bracket>
<input type="hidden" name="what" value="bracket">
${pub.bracket.length > 0 ? html`<h3>${w.t('desk.drawAnotherTier')}</h3><p class="muted">${w.t('desk.tierHint')}</p>` : ''}
${hasPools && poolOpen > 0 ? html`<p class="muted" data-pools-open>${w.t('desk.poolOpen', { n: poolOpen })}</p>` : ''}
<div class="grid-fields">
${field({
  name: 'tier',
  id: 'tier',
  label: `${w.t('desk.tierName')} ${w.t('desk.tierBlank')}`,
  attrs: { maxlength: 20, placeholder: w.t('desk.tierPlaceholder') },
})}
${field({
  name: 'fromRank',
  id: 'fromRank',
  label: hasPools ? w.t('desk.fromPoolRank') : w.t('desk.fromSeed'),
  type: 'number',
  value: 1,
  attrs: { min: 1, max: most },
  className: 'short',
})}
${field({
  name: 'toRank',
  id: 'toRank',
  label: hasPools ? w.t('desk.toPoolRank') : w.t('desk.toSeed'),
  type: 'number',
  value: hasPools ? Math.min(2, smallest) : most,
  attrs: { min: 1, max: most },
  className: 'short',
})}
${
  hasPools
    ? field({
        name: 'wildcards',
        id: 'wildcards',
        label: w.t('desk.wildcards'),
        type: 'number',
        value: 0,
        attrs: { required: true, min: 0 },
        className: 'short',
      })
    : ''
}
</div>
${field({
  name: 'type',
  id: 'type',
  label: w.t('desk.elimination'),
  value: 'single',
  options: [
    { value: 'single', label: w.t('desk.single') },
    { value: 'double', label: w.t('desk.double') },
  ],
})}
${checkbox({ name: 'thirdPlace', id: 'thirdPlace', label: w.t('desk.thirdPlace'), value: 'on' })}
${checkbox({ name: 'consolation', id: 'consolation', label: w.t('desk.consolation'), value: '1' })}
<button type="submit" class="btn primary">${w.t('desk.generateBracket')}</button>
</form>`
    : ''
}
${
  generated
    ? html`<p>${w.t('desk.drawnSummary', { pools: t.pools.length, both: t.pools.length && brackets ? 'yes' : 'no', brackets, matches: pub.bracket.length })}</p>
${actionButton(`${base}/regenerate`, w.t('desk.clearDraw'), {}, { className: 'btn warn', confirm: true })}`
    : html`<p class="muted">${hasPools ? w.t('desk.generatePoolsWhen') : w.t('desk.generateBracketWhen')}</p>`
}
</section>`;
}
