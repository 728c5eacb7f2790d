// One parser per intent (server/http/intent-parsers.ts): the form door and the JSON door give the same intent.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { keeperParsers, organizerParsers } from '../../server/http/intent-parsers.js';

const t = suite('intent parsers');

t('one parser per action: form strings and JSON values give the same intent', () => {
  const form = organizerParsers.generate!({ what: 'bracket', perPool: '2', wildcards: '1', type: 'double', thirdPlace: 'on' });
  const json = organizerParsers.generate!({ what: 'bracket', perPool: 2, wildcards: 1, type: 'double', thirdPlace: true });
  assert.equal(form, json);
  assert.equal(form, { ok: true, intent: { type: 'generateBracket', perPool: 2, wildcards: 1, bracketType: 'double', thirdPlace: true } });
  assert.equal(
    organizerParsers.score!({ match: 'm1', sets: '21-15, 18-21,15-10' }),
    organizerParsers.score!({
      match: 'm1',
      sets: [
        [21, 15],
        [18, 21],
        [15, 10],
      ],
    }),
  );
  assert.not.ok(organizerParsers.swap!({ match: 'm1', court: 'two' }).ok);
  assert.not.ok(keeperParsers.final(1)({ match: 'm1' }).ok, 'a final needs sets');
  assert.equal(keeperParsers.live(2)({ match: 'm1', a: 3, b: 4 }), {
    ok: true,
    intent: { type: 'keeperLive', court: 2, match: 'm1', a: 3, b: 4, sets: [] },
  });
});

t.run();
