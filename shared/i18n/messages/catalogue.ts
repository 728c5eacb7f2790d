// The shape every translation has: exactly the English catalogue's keys, each an ICU MessageFormat string.
import type { MessageKey } from './en.js';

export type Catalogue = Readonly<Record<MessageKey, string>>;
