// format-words.ts with English words says exactly what format.ts says, so a page moved to the catalogue reads as before
// (docs/translating.md, Converting a page); and in other languages it says something else, in that language's forms.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wordsFor } from '../../../shared/i18n/catalogues.js';
import type { MatchStage, PublicMatch, PublicState, Rules } from '../../../shared/engine/types.js';
import { clockText, etaInText, matchTitle, rulesText, runningSetText, stageRulesText } from '../../../shared/view/format.js';
import { dateIn, etaIn, labelIn, matchTitleIn, rulesIn, runningSetIn, stageRulesIn } from '../../../shared/view/format-words.js';

const en = wordsFor('en');
const rules = (r: Partial<Rules> = {}): Rules => ({ teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [], ...r });
const RULES: Rules[] = [
  rules(),
  rules({ cap: 23, bestOf: 3 }),
  rules({ bestOf: 3, decidingSetTo: 15 }),
  rules({ bestOf: 5, winBy: 1, cap: 30, decidingSetTo: 15 }),
  rules({ bracket: { pointsTo: 15, winBy: 1, cap: 17, bestOf: 3 }, decidingSetTo: 11 }),
];
const LABELS = [
  null,
  'Final',
  'Semifinal',
  'Quarterfinal',
  'Round 1',
  'Winners final',
  'Winners round 2',
  'Losers final',
  'Losers round 3',
  '3rd place',
  'Grand final',
  'Reset final',
  'Consolation final',
  'Consolation round 1',
  'Anything else',
];
const STAGES: MatchStage[] = ['pool', 'bracket', 'losers', 'final'];

test('match titles: the same English from the catalogue as from format.ts, labels, tiers and rounds', () => {
  for (const label of LABELS)
    for (const stage of STAGES)
      for (const slot of [null, 3])
        for (const tier of [undefined, '', 'Gold', 'Consolation', 'Gold consolation']) {
          const m = { stage, round: 2, slot, label, poolId: stage === 'pool' ? 'B' : null, tier } as Pick<
            PublicMatch,
            'stage' | 'round' | 'slot' | 'label' | 'poolId'
          > & { tier?: string };
          assert.is(matchTitleIn(m, en), matchTitle(m));
        }
});

test('rules, the set being played, each stage and the wait: the same English from the catalogue as from format.ts', () => {
  for (const r of RULES) {
    assert.is(rulesIn(r, en), rulesText(r));
    for (const stages of [['pool'], ['bracket'], ['pool', 'bracket']] as const) {
      const pub = { rules: r, stages: [...stages] } as unknown as Pick<PublicState, 'rules' | 'stages'>;
      assert.is(stageRulesIn(pub, en), stageRulesText(pub));
    }
    for (const bestOf of [1, 3, 5]) assert.is(runningSetIn(2, 25, [1, 0], bestOf, en), runningSetText(2, 25, [1, 0], bestOf));
  }
  for (const eta of [-3, 0, 1, 14]) assert.is(etaIn(eta, en), etaInText(eta));
});

test('other languages say it their way: Polish set counts, German labels, dates as the language writes them', () => {
  const pl = wordsFor('pl');
  assert.is(rulesIn(rules({ bestOf: 3 }), pl), 'do 21, przewaga 2 pkt · do 2 wygranych setów (maks. 3)');
  assert.is(rulesIn(rules({ bestOf: 5 }), pl), 'do 21, przewaga 2 pkt · do 3 wygranych setów (maks. 5)');
  assert.is(labelIn('Losers round 2', wordsFor('de')), 'Verliererrunde 2');
  assert.is(labelIn('3rd place', wordsFor('es')), '3.er puesto');
  assert.is(dateIn('2026-06-13', 'de'), '13. Juni 2026');
  assert.is(dateIn('2026-06-13', 'en'), '2026-06-13', 'English pages keep the stored date');
  assert.is(dateIn('not a date', 'fr'), 'not a date');
});

test('clock times: English unchanged ("14:05"), every language on the 24-hour clock', () => {
  const at = new Date(2026, 5, 13, 14, 5).getTime();
  assert.is(clockText(at), '14:05');
  for (const lang of ['es', 'pt', 'de', 'fr', 'it', 'nl', 'pl']) assert.match(clockText(at, lang), /^14[:.]05$/, lang);
});

test.run();
