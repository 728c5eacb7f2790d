// Every refusal in the sources carries its message, read from the source text: the engine's (shared/engine) and the organizer
// routes' own (server/http). What each message says in every language is in engine-refusals.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

/** shared/engine: every refusal written with its message (a call of invalid/notFound/conflict, or a `{ ok: false, error }` literal). */
test('no engine refusal is written without a message', () => {
  const dir = 'shared/engine';
  const missing: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'outcome.ts')) {
    const src = readFileSync(`${dir}/${file}`, 'utf8');
    for (const m of src.matchAll(/\b(invalid|notFound|conflict)\(|\{ ok: false, error/g)) {
      const at = m.index!;
      const line = src.slice(0, at).split('\n').length;
      const head = src.slice(Math.max(0, at - 40), at);
      if (/function\s+$/.test(head) || /\breturn \{ ok: false, error, kind/.test(src.slice(at - 8, at + 40))) continue;
      // the whole call or literal: up to its balanced close
      const open = src[at + m[0].length - 1] === '(' ? '(' : '{';
      const close = open === '(' ? ')' : '}';
      let depth = 0;
      let end = src.indexOf(open, at);
      for (; end < src.length; end++) {
        if (src[end] === open) depth++;
        else if (src[end] === close && --depth === 0) break;
      }
      const call = src.slice(at, end + 1);
      if (/\bwhy\b|'refusal\./.test(call) || PASSED_ON.test(call)) continue;
      missing.push(`${file}:${line}: ${call.split('\n')[0]}`);
    }
  }
  assert.equal(missing, []);
});

/** server/http: every refusal an organizer route answers with a sentence of its own carries its message too. */
test('no organizer route answers a refusal without a message', () => {
  const dir = 'server/http';
  const missing: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(`${dir}/${file}`, 'utf8');
    for (const m of src.matchAll(/answerOrganizer\(/g)) {
      let depth = 0;
      let end = m.index!;
      for (; end < src.length; end++) {
        if (src[end] === '(') depth++;
        else if (src[end] === ')' && --depth === 0) break;
      }
      const call = src.slice(m.index!, end + 1);
      if (/ok: false/.test(call) && !/\bwhy\b/.test(call)) missing.push(`${file}:${src.slice(0, m.index!).split('\n').length}`);
    }
  }
  assert.equal(missing, []);
});

/** A refusal passed on whole from a check that carries its own message. */
const PASSED_ON = /^invalid\((check|cleaned)\.error, (check\.fields|\{ \w+: \w+\.error \})/;

test.run();
