// What Yjs imports from lib0/logging (vite.config.ts points Yjs here): its few console messages, printed plainly.
// lib0's browser logging styles them with CSS and pulls in lib0/dom, environment and storage, about 0.5 KB gzipped
// on every public page for messages a reader never sees.
export const BOLD = Symbol('bold');
export const UNBOLD = Symbol('unbold');
export const RED = Symbol('red');
export const ORANGE = Symbol('orange');

/** The message without lib0's style markers. */
const plain = (args: unknown[]): unknown[] => args.filter((a) => typeof a !== 'symbol');

export const print = (...args: unknown[]): void => console.log(...plain(args));
export const warn = (...args: unknown[]): void => console.warn(...plain(args));
