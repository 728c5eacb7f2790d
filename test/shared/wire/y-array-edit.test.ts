// editArray (shared/wire/y-array-edit.ts): any list edited into any other reads back as the new list, with the shared
// entries left where they were; past its size bound it writes the list again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { editArray } from '../../../shared/wire/y-array-edit.js';
import { prng } from '../../../harness/sim.js';

const same = (a: string, b: string) => a === b;
const copy = (v: string) => v;

/** Edits `arr` from `before` to `after` and says how many entries were inserted. */
function edit(doc: Y.Doc, arr: Y.Array<string>, before: string[], after: string[]): number {
  let inserted = 0;
  const watch = (e: Y.YArrayEvent<string>) => {
    for (const d of e.changes.delta) if (d.insert) inserted += (d.insert as string[]).length;
  };
  arr.observe(watch);
  doc.transact(() => editArray(arr, before, after, same, copy));
  arr.unobserve(watch);
  return inserted;
}

test('any list becomes any other, repeats and empty lists included', () => {
  const rand = prng(3);
  const doc = new Y.Doc();
  const arr = doc.getArray<string>('list');
  let now: string[] = [];
  for (let n = 0; n < 500; n++) {
    const next = Array.from({ length: Math.floor(rand() * 22) }, () => `e${Math.floor(rand() * 12)}`);
    edit(doc, arr, now, next);
    assert.equal(arr.toArray(), next, `edit ${n}`);
    now = next;
  }
});

test('a new entry in front, one out of the middle and the oldest off the end insert only the new one', () => {
  const doc = new Y.Doc();
  const arr = doc.getArray<string>('list');
  const before = Array.from({ length: 20 }, (_, i) => `a${i}`);
  edit(doc, arr, [], before);
  const after = ['new', ...before.filter((a) => a !== 'a7')].slice(0, 20);
  assert.is(edit(doc, arr, before, after), 1);
  assert.equal(arr.toArray(), after);
});

test('past the bound the list is written again, and still reads back', () => {
  const doc = new Y.Doc();
  const arr = doc.getArray<string>('list');
  const before = Array.from({ length: 200 }, (_, i) => `a${i}`);
  edit(doc, arr, [], before);
  const after = ['new', ...before];
  assert.is(edit(doc, arr, before, after), after.length, '200 x 201 pairs: rewritten');
  assert.equal(arr.toArray(), after);
});

test.run();
