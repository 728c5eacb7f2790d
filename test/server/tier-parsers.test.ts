// The generate parser's tier fields (docs/api.md, Tiers and consolation): form strings and JSON give the same intent,
// absent fields stay absent (the engine's defaults apply), and bad ones are refused with the field named.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { organizerParsers } from '../../server/http/intent-parsers.js';

const t = suite('tier parsers');
const gen = organizerParsers.generate!;

t('tier, fromRank, toRank and consolation from a form and from JSON give the same intent', () => {
  const form = gen({ what: 'bracket', perPool: '', type: 'single', tier: 'Gold', fromRank: '1', toRank: '2', consolation: 'on' });
  const json = gen({ what: 'bracket', type: 'single', tier: 'Gold', fromRank: 1, toRank: 2, consolation: true });
  assert.equal(form, json);
  assert.equal(form, {
    ok: true,
    intent: {
      type: 'generateBracket',
      perPool: 0,
      wildcards: 0,
      bracketType: 'single',
      thirdPlace: false,
      tier: 'Gold',
      fromRank: 1,
      toRank: 2,
      consolation: true,
    },
  });
});

t('absent, blank or off tier fields are left out, so the request means what it meant before tiers', () => {
  for (const body of [{}, { fromRank: '', toRank: '', consolation: '0' }, { consolation: false }, { consolation: 'off' }]) {
    const r = gen({ what: 'bracket', perPool: 2, ...body });
    assert.equal(
      r,
      { ok: true, intent: { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'single', thirdPlace: false } },
      JSON.stringify(body),
    );
  }
});

t('bad tier fields are refused with the field named, never thrown', () => {
  for (const [body, field] of [
    [{ fromRank: 'first' }, 'fromRank'],
    [{ toRank: 0 }, 'toRank'],
    [{ toRank: 65 }, 'toRank'],
    [{ toRank: 2.5 }, 'toRank'],
    [{ consolation: 'maybe' }, 'consolation'],
    [{ tier: 'x'.repeat(200) }, 'tier'],
    [{ tier: { name: 'Gold' } }, undefined],
  ] as const) {
    const r = gen({ what: 'bracket', ...body });
    assert.not.ok(r.ok, JSON.stringify(body));
    if (!r.ok && field) assert.ok(r.fields?.[field], `${JSON.stringify(body)} names ${field}`);
  }
});

t.run();
