import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatCourtList, parseCourtList } from '../../../shared/venue/court-list.js';

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
  assert.equal(parseCourtList('1-13', 12), { ok: false, error: 'The venue has courts 1 to 12; 1-13 is not among them.' });
  assert.equal(parseCourtList('0', 12), { ok: false, error: 'The venue has courts 1 to 12; court 0 is not among them.' });
  assert.equal(parseCourtList('4-2', 12), { ok: false, error: 'The range 4-2 runs backwards; write it as 2-4.' });
  assert.equal(parseCourtList('all', 12), { ok: false, error: '"all" is not a court number or a range like 1-4; write courts as 1-4,7.' });
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
