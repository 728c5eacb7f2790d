// The keeper pad's rules line for a venue court (shared/view/keeper.ts playRulesText) and its free-court and division parts of the shared template.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Rules } from '../../../shared/engine/types.js';
import { keeperView, playRulesText, type KeeperScreen } from '../../../shared/view/keeper.js';
import { markupFor } from '../../../server/pages/markup.js';

const EN = markupFor('en');

const rules = (r: Partial<Rules> = {}): Rules => ({ teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [], ...r });

const screen = (s: Partial<KeeperScreen>): KeeperScreen => ({
  court: 5,
  headline: 'Beach Saturday',
  status: { tone: 'idle', state: 'loading', pending: 0, text: 'Connecting…' },
  refused: null,
  handover: null,
  match: null,
  paused: null,
  message: null,
  next: null,
  ...s,
});

test('the rules line names target, win-by, cap, sets and the deciding set', () => {
  assert.is(playRulesText(rules(), 'pool', EN.words), 'to 21, win by 2 · one set');
  assert.is(
    playRulesText(rules({ bestOf: 3, cap: 25, decidingSetTo: 15 }), 'pool', EN.words),
    'to 21, win by 2, cap 25 · best of 3 (first to 2 sets) · deciding set to 15, cap 25',
  );
});

test('the rules line follows the stage of the match: a bracket played to other rules than the pools', () => {
  const r = rules({ bracket: { pointsTo: 15, winBy: 1, cap: 0, bestOf: 1 } });
  assert.is(playRulesText(r, 'bracket', EN.words), 'to 15, win by 1 · one set');
  assert.is(playRulesText(r, 'pool', EN.words), 'to 21, win by 2 · one set');
});

test('a free venue court says so, with no division; a venue court with a match names its division and rules, escaped', () => {
  const free = String(keeperView(EN, screen({ venue: { division: null } })));
  assert.match(free, /Court 5 is free: the next match will appear here\./);
  assert.not.match(free, /k-division/);
  const named = String(keeperView(EN, screen({ venue: { division: { name: 'Men <Open>', rules: 'to 21, win by 2 · one set' } } })));
  assert.match(named, /<h2 id="k-division">Men &lt;Open&gt;<\/h2>/);
  assert.match(named, /<p id="k-rules">to 21, win by 2 · one set<\/p>/);
  const tournament = String(keeperView(EN, screen({})));
  assert.match(tournament, /No match on court 5 right now\./, "a tournament's court keeps its own words");
});

test.run();
