// The calendar feed's text rules (server/pages/team-calendar.ts; RFC 5545): escaping, folding at 75 octets, times.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { foldLine, icsText, icsTime } from '../../../server/pages/team-calendar.js';

const t = suite('calendar text');

t('text values escape backslash, semicolon, comma and line breaks', () => {
  assert.is(icsText('a\\b; c, d\ne\r\nf'), 'a\\\\b\\; c\\, d\\ne\\nf');
});

t('lines fold at 75 octets, continuations start with a space, and no character is split', () => {
  const short = 'SUMMARY:Sand Sharks vs Dig Dug';
  assert.is(foldLine(short), short);
  const long = `SUMMARY:${'é'.repeat(60)}`;
  const folded = foldLine(long);
  const lines = folded.split('\r\n');
  assert.ok(lines.length > 1);
  for (const l of lines) assert.ok(Buffer.byteLength(l) <= 75, `${Buffer.byteLength(l)} octets`);
  for (const l of lines.slice(1)) assert.ok(l.startsWith(' '));
  assert.is(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join(''), long, 'unfolding gives the line back');
  assert.not.ok(folded.includes('\uFFFD'));
});

t('times are UTC in the basic format', () => {
  assert.is(icsTime(Date.UTC(2026, 10, 27, 9, 5, 7, 999)), '20261127T090507Z');
});

t.run();
