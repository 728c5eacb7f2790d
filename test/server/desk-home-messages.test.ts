// The desk home (/admin) gives its script the messages its creation form's live tiebreak check says (shared/i18n/areas.ts
// ENTRY_AREAS['desk-home'], docs/translating.md): the refusals, in the page's language, and no other area's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const { c } = serverFor(test);

const messagesOf = (html: string): string => /<script type="application\/json" id="page-messages">(.*?)<\/script>/.exec(html)?.[1] ?? '';

test("the desk home carries the tiebreak refusals in the page's language, and only the refusals", async () => {
  const german = messagesOf(await (await c.get('/admin?lang=de')).text());
  assert.match(german, /"refusal\.tiebreakUnknown":\[\{"type":0,"value":"Wertungskriterien \(tiebreaks\): „"\}/);
  assert.ok(!german.includes('is not a criterion'), 'not the English sentence');
  assert.not.match(german, /"(desk|event|board|keeper|reg)\./, 'no other area');
  const english = messagesOf(await (await c.get('/admin')).text());
  assert.match(english, /is not a criterion/);
});

test.run();
