// The shape every translation has: exactly the English catalogue's keys, each an ICU MessageFormat string. Each
// language is split into the same parts as English (messages/en/*.ts), each part typed against English's own part.
import type { MessageKey } from './en/index.js';

export type Catalogue = Readonly<Record<MessageKey, string>>;

/** A translation of one English part: exactly its keys. */
export type PartOf<English> = Readonly<Record<keyof English, string>>;
