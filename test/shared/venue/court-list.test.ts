import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatCourtList, parseCourtList } from '../../../shared/venue/court-list.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';
import type { Message } from '../../../shared/i18n/words.js';

/** A refusal with its English sentence, and its message saying the same in English (docs/translating.md, Refusals). */
function refusedWith(r: { ok: boolean; error?: string; why?: Message }, error: string): void {
  assert.is(r.ok, false);
  assert.is(r.error, error);
  assert.ok(r.why, 'the refusal carries its message');
  assert.is(wordsFor('en').t(r.why!.key, r.why!.values), error);
}

test('a court list reads numbers and ranges, sorted and without repeats', () => {
  assert.equal(parseCourtList('1-4,7', 12), { ok: true, value: [1, 2, 3, 4, 7] });
  assert.equal(parseCourtList(' 7, 2 3-4 ,2 ', 12), { ok: true, value: [2, 3, 4, 7] });
  assert.equal(parseCourtList('5 – 6; 9', 12), { ok: true, value: [5, 6, 9] });
});

test('a blank list means every court of the venue', () => {
  assert.equal(parseCourtList('', 3), { ok: true, value: [1, 2, 3] });
  assert.equal(parseCourtList(undefined, 2), { ok: true, value: [1, 2] });
});

test('a court the venue does not have, a backwards range or a word is refused with a sentence saying how to write it', () => {
  refusedWith(parseCourtList('1-13', 12), 'The venue has courts 1 to 12; 1-13 is not among them.');
  refusedWith(parseCourtList('0', 12), 'The venue has courts 1 to 12; court 0 is not among them.');
  refusedWith(parseCourtList('4-2', 12), 'The range 4-2 runs backwards; write it as 2-4.');
  refusedWith(parseCourtList('all', 12), '"all" is not a court number or a range like 1-4; write courts as 1-4,7.');
  assert.equal(parseCourtList('1'.repeat(401), 12).ok, false);
});

test('a list written back reads as the same courts', () => {
  assert.is(formatCourtList([7, 1, 2, 3, 4, 4]), '1-4,7');
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 64 }), { minLength: 1 }), (courts) => {
      const read = parseCourtList(formatCourtList(courts), 64);
      assert.equal(read, { ok: true, value: [...courts].sort((a, b) => a - b) });
    }),
  );
});

test.run();
