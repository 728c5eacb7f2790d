// What a team's page and the up-next list say, on real engine states: the next match (playing, on deck,
// queued, drawn), sides not known yet named by what they wait for, and the road through the bracket.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { elapsedText, etaAt, matchName, sideText, waitsForText } from '../../../shared/view/format.js';
import { project } from '../../../shared/public/project.js';
import { bracketPath, teamNext, teamResults } from '../../../shared/view/team-view.js';
import type { Intent, PublicState, Tournament } from '../../../shared/engine/types.js';
import { ORGANIZER_CTX, must, prng, seededTournament } from '../../../harness/sim.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';

const EN = wordsFor('en');

const T0 = 1_700_000_000_000;
const rand = prng(7);

function run(t: Tournament, ...intents: Intent[]): Tournament {
  for (const intent of intents) t = must(apply(t, intent, ORGANIZER_CTX(T0, rand))).state;
  return t;
}

/** Four teams, single elimination with third place, one court: semifinal 1 live, semifinal 2 waiting. */
function fourTeamBracket(): { t: Tournament; pub: PublicState } {
  const t = run(
    seededTournament({ teams: 4, courts: 1, stages: ['bracket'] }, rand, T0),
    { type: 'generateBracket', perPool: 0, wildcards: 0, bracketType: 'single', thirdPlace: true },
    { type: 'phase', phase: 'live' },
  );
  return { t, pub: project(t, T0 + 5 * 60_000) };
}

const byName = (pub: PublicState, name: string) => pub.teams.find((x) => x.name === name)!.id;

test('a side not known yet is named by the match it comes from, never TBD', () => {
  const { pub } = fourTeamBracket();
  const final = pub.bracket.find((m) => m.label === 'Final')!;
  const third = pub.bracket.find((m) => m.label === '3rd place')!;
  assert.is(sideText(pub, final, 'A'), 'Winner of Semifinal 1');
  assert.is(sideText(pub, final, 'B'), 'Winner of Semifinal 2');
  assert.is(sideText(pub, third, 'B'), 'Loser of Semifinal 2');
  const semi = pub.bracket.find((m) => m.label === 'Semifinal' && m.slot === 1)!;
  assert.is(matchName(pub, semi), 'Semifinal 1', 'two semifinals: numbered');
  assert.is(matchName(pub, final), 'Final', 'one final: its label alone');
});

test('the team on court is playing now; the next one waits with a court and a time', () => {
  const { pub } = fourTeamBracket();
  const live = pub.courts[0]!.match!;
  const playing = teamNext(pub, live.a!.id);
  assert.is(playing.kind, 'playing');
  if (playing.kind === 'playing') assert.is(playing.court.court, 1);
  const waiting = pub.upNext[0]!;
  const next = teamNext(pub, waiting.a!.id);
  assert.ok(next.kind === 'onDeck' || next.kind === 'queued', next.kind);
  if (next.kind === 'onDeck' || next.kind === 'queued') assert.is(next.entry.court, 1);
  assert.is(etaAt(pub, 20), pub.generatedAt + 20 * 60_000, 'minutes count from when the document was built');
  assert.is(pub.courts[0]!.startedAt, T0, 'the court says when its match started');
  assert.is(elapsedText(T0, T0 + 5 * 60_000 + 59_000), '5 min');
  assert.is(elapsedText(T0, T0 + 65 * 60_000), '1 h 05');
});

test('the bracket path lists each match and says what winning and losing lead to', () => {
  const { t, pub } = fourTeamBracket();
  const live = pub.courts[0]!.match!;
  const a = live.a!.id;
  const path = bracketPath(pub, a, EN)!;
  assert.equal(
    path.steps.map((s) => [s.name, s.outcome]),
    [['Semifinal 1', 'next']],
  );
  assert.is(path.steps[0]!.opponent, live.b!.name);
  assert.is(
    path.ahead,
    'Win and you play Final against the winner of Semifinal 2. Lose and you play 3rd place against the loser of Semifinal 2.',
  );

  // semifinal 1 is decided: the winner's road goes on, the loser's drops to third place
  const done = run(t, { type: 'score', match: live.id, sets: [[21, 15]] });
  const after = project(done, T0 + 10 * 60_000);
  const won = bracketPath(after, a, EN)!;
  assert.equal(
    won.steps.map((s) => [s.name, s.outcome]),
    [
      ['Semifinal 1', 'won'],
      ['Final', 'next'],
    ],
  );
  assert.is(won.steps[1]!.opponent, 'Winner of Semifinal 2');
  assert.is(won.ahead, 'Win and you are the champion.');
  const lost = bracketPath(after, live.b!.id, EN)!;
  assert.equal(
    lost.steps.map((s) => s.outcome),
    ['lost', 'next'],
  );
  assert.is(lost.ahead, 'Win and you take third place.');
  assert.equal(
    teamResults(after, a).map((m) => m.id),
    [live.id],
  );
});

test('a tentative entry says which match it waits for, with its teams', () => {
  // three teams: the top seed has a bye and waits for the winner of the semifinal being played
  const t = run(
    seededTournament({ teams: 3, courts: 1, stages: ['bracket'] }, rand, T0),
    { type: 'generateBracket', perPool: 0, wildcards: 0, bracketType: 'single', thirdPlace: false },
    { type: 'phase', phase: 'live' },
  );
  const pub = project(t, T0);
  const entry = pub.upNext.find((e) => e.tentative);
  assert.ok(entry, 'the final is listed as tentative');
  const live = pub.courts[0]!.match!;
  assert.is(waitsForText(pub, entry!), `waits for Semifinal 2: ${live.a!.name} vs ${live.b!.name}, playing now`);
  const seed1 = byName(pub, 'Team 1');
  const path = bracketPath(pub, seed1, EN)!;
  assert.equal(
    path.steps.map((s) => [s.name, s.outcome]),
    [
      ['Semifinal 1', 'bye'],
      ['Final', 'next'],
    ],
  );
});

test.run();
