// Parses catalogue messages into the trees format-message.ts formats, with intl-messageformat's parser. The server and
// the tests use it; pages never load it (they get their messages already parsed, docs/translating.md).
import { IntlMessageFormat } from 'intl-messageformat';
import type { Compiled, Part } from './format-message.js';

/** `msg` parsed for `lang`; plain text stays a string. Throws on a message that does not parse. */
export function compileMessage(msg: string, lang: string): Compiled {
  const ast = new IntlMessageFormat(msg, lang, undefined, { ignoreTag: true }).getAst() as unknown as Part[];
  return ast.every((p) => p.type === 0) ? ast.map((p) => (p as { value: string }).value).join('') : ast;
}
