// The tags a page gets for its client entry, from Vite's manifest: each imported chunk preloaded once, styles, the entry last.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acceptedCodings } from '../../server/http/assets-encoding.js';
import { entryFiles, tagsFrom, type Manifest } from '../../server/pages/assets.js';

const t = suite('entry tags from the manifest');

const manifest: Manifest = {
  'client/entries/board.ts': { file: 'board-AAAAAAAA.js', imports: ['_lit-BBBBBBBB.js', '_sync-CCCCCCCC.js'], css: ['board-EEEEEEEE.css'] },
  'client/entries/team.ts': { file: 'team-FFFFFFFF.js', imports: ['_sync-CCCCCCCC.js'] },
  '_lit-BBBBBBBB.js': { file: 'lit-BBBBBBBB.js' },
  '_sync-CCCCCCCC.js': { file: 'sync-CCCCCCCC.js', imports: ['_yjs-DDDDDDDD.js', '_lit-BBBBBBBB.js'] },
  '_yjs-DDDDDDDD.js': { file: 'yjs-DDDDDDDD.js' },
};

t('an entry preloads every chunk it imports, directly or through another, once each', () => {
  const out = tagsFrom(manifest, 'board')!.value;
  const preloads = [...out.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  assert.equal(preloads.sort(), ['/assets/lit-BBBBBBBB.js', '/assets/sync-CCCCCCCC.js', '/assets/yjs-DDDDDDDD.js']);
  assert.ok(out.includes('<link rel="stylesheet" href="/assets/board-EEEEEEEE.css">'));
  assert.ok(out.endsWith('<script type="module" src="/assets/board-AAAAAAAA.js"></script>'), 'the entry script comes last');
});

t('entries share chunks without sharing each other', () => {
  const out = tagsFrom(manifest, 'team')!.value;
  assert.not.ok(out.includes('board-'), 'nothing of the board entry');
  assert.ok(out.includes('/assets/lit-BBBBBBBB.js'), 'lit reached through the sync chunk');
  assert.ok(out.includes('/assets/team-FFFFFFFF.js'));
});

t('the files an entry loads: the entry first, then each chunk once', () => {
  assert.equal(entryFiles(manifest, 'team'), ['team-FFFFFFFF.js', 'sync-CCCCCCCC.js', 'yjs-DDDDDDDD.js', 'lit-BBBBBBBB.js']);
  assert.is(entryFiles(manifest, 'keeper'), null);
});

t('an entry the manifest does not know gives null (the caller serves the page without scripts)', () => {
  assert.is(tagsFrom(manifest, 'keeper'), null);
});

t('file names are escaped into attributes', () => {
  const odd: Manifest = { 'client/entries/board.ts': { file: 'x"><script>.js' } };
  assert.not.ok(tagsFrom(odd, 'board')!.value.includes('"><script>'));
});

t('Accept-Encoding: br before gzip at equal weight, q orders, q=0 and absence refuse, * stands for the rest', () => {
  const names = (h?: string) => acceptedCodings(h).map((c) => c.name);
  assert.equal(names(undefined), []);
  assert.equal(names(''), []);
  assert.equal(names('gzip, deflate, br'), ['br', 'gzip']);
  assert.equal(names('gzip;q=1, br;q=0.8'), ['gzip', 'br']);
  assert.equal(names('br;q=0, gzip'), ['gzip']);
  assert.equal(names('BR ; Q=0.0 , x-gzip'), ['gzip']);
  assert.equal(names('identity, deflate'), []);
  assert.equal(names('*'), ['br', 'gzip']);
  assert.equal(names('*;q=0.5, gzip;q=0'), ['br']);
  assert.equal(names('br;q=abc'), []);
});

t.run();
