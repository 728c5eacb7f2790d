// The role check run on every incoming Yjs update before it touches a room's doc: which roots it writes, how, and whether it is stale.
import * as Y from 'yjs';

/**
 * How a role may write a root. `append`: only new keys of a root Y.Map holding JSON values, never over a
 * live entry, never a delete (the intent queues: an op id is written once, or again after the server
 * answered and removed it). `free`: anything (notes).
 */
export type Access = 'append' | 'free';

export interface Policy {
  roots: Record<string, Access>;
  /** Client ids the server wrote with in an earlier life of this doc: seeing one means the client's doc is stale. */
  foreign?: (client: number) => boolean;
  /** The most a `free` root may hold (characters of text, entries of an array), so a free root cannot grow without bound. */
  freeLength?: number;
}

export type Verdict =
  /** `fresh` is false when the update holds nothing the doc lacks (a reconnecting client's step 2 often does). */
  { ok: true; fresh: boolean; added: Map<string, string[]> } | { ok: false; why: 'forbidden' | 'stale' | 'unresolved'; reason: string };

/** Where a struct lives: its root, whether it is a direct entry of that root, and under which key. */
type Place = { root: string; direct: boolean; key: string | null } | 'gc' | 'missing';

const MAX_KEY = 128;

class Refusal extends Error {
  constructor(
    readonly why: 'forbidden' | 'stale' | 'unresolved',
    reason: string,
  ) {
    super(reason);
  }
}

function rootKey(type: Y.AbstractType<unknown>): string | null {
  let t = type;
  while (t._item) {
    const parent = t._item.parent;
    if (!(parent instanceof Y.AbstractType)) return null;
    t = parent;
  }
  return Y.findRootTypeKey(t);
}

/**
 * Checks an update against what `policy` lets its sender write, without applying it. Structs the doc
 * already has and deletions it already made are ignored (a client's step 2 repeats its whole delete set).
 * `unresolved`: the update depends on something the doc does not have yet (a gap, or another client's
 * unsynced items); resending everything after a reconnect resolves it.
 */
export function checkUpdate(doc: Y.Doc, update: Uint8Array, policy: Policy): Verdict {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return { ok: false, why: 'forbidden', reason: 'malformed update' };
  }
  try {
    return judge(doc, decoded, policy);
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, why: err.why, reason: err.message };
    throw err;
  }
}

function judge(doc: Y.Doc, { structs, ds }: ReturnType<typeof Y.decodeUpdate>, policy: Policy): Verdict {
  const store = doc.store;
  const known = (client: number) => Y.getState(store, client);
  const foreign = (client: number) => policy.foreign?.(client) === true;
  const readOnly = Object.keys(policy.roots).length === 0;

  // The new structs of each client, in clock order, contiguous from what the doc has.
  const fresh = new Map<number, (Y.Item | Y.GC)[]>();
  for (const s of structs) {
    const client = s.id.client;
    const have = known(client);
    if (s.id.clock + s.length <= have) continue;
    if (foreign(client)) throw new Refusal('stale', `holds server items of an earlier document (client ${client})`);
    // The server's own client id is written only by the server; a forgery could race its writes.
    if (client === doc.clientID) throw new Refusal('forbidden', 'writes as the server');
    // A doc with no writable root takes nothing new, whatever it would attach to (a missing parent included).
    if (readOnly) throw new Refusal('forbidden', 'writes to a read-only document');
    if (s instanceof Y.Skip) throw new Refusal('unresolved', `skips clocks of client ${client}`);
    const list = fresh.get(client) ?? [];
    const last = list[list.length - 1];
    const expected = last ? last.id.clock + last.length : have;
    if (s.id.clock > expected) throw new Refusal('unresolved', `leaves a gap in client ${client} at clock ${expected}`);
    list.push(s as Y.Item | Y.GC);
    fresh.set(client, list);
  }

  const inUpdate = (id: Y.ID): Y.Item | Y.GC | null => {
    for (const s of fresh.get(id.client) ?? []) if (id.clock >= s.id.clock && id.clock < s.id.clock + s.length) return s;
    return null;
  };
  const inDoc = (id: Y.ID): Y.Item | Y.GC | null => {
    if (id.clock >= known(id.client)) return null;
    const list = store.clients.get(id.client)!;
    return list[Y.findIndexSS(list, id.clock)] ?? null;
  };

  const placed = new Map<Y.Item, Place>();
  const placeOfIntegrated = (item: Y.Item | Y.GC): Place => {
    if (!(item instanceof Y.Item) || !(item.parent instanceof Y.AbstractType)) return 'gc';
    const root = rootKey(item.parent);
    if (root === null) return 'gc';
    return { root, direct: item.parent._item === null, key: item.parentSub };
  };
  const placeOfId = (id: Y.ID): Place => {
    const d = inDoc(id);
    if (d) return placeOfIntegrated(d);
    const u = inUpdate(id);
    if (!u) {
      if (foreign(id.client)) throw new Refusal('stale', `refers to server items of an earlier document (client ${id.client})`);
      return 'missing';
    }
    return u instanceof Y.Item ? placeOfNew(u) : 'gc';
  };
  // Mirrors Item.getMissing: a parent given by name or id, else copied from the left (origin) or right neighbour.
  const placeOfNew = (item: Y.Item): Place => {
    const seen = placed.get(item);
    if (seen) return seen;
    placed.set(item, 'missing'); // a crafted cycle resolves to nothing
    let place: Place;
    const parent = item.parent as unknown;
    if (typeof parent === 'string') place = { root: parent, direct: true, key: item.parentSub };
    else if (parent instanceof Y.ID) {
      const p = placeOfId(parent);
      place = typeof p === 'string' ? p : { root: p.root, direct: false, key: null };
    } else {
      const left = item.origin ? placeOfId(item.origin) : null;
      const right = item.rightOrigin ? placeOfId(item.rightOrigin) : null;
      if (left === 'missing' || right === 'missing' || (!left && !right)) place = 'missing';
      else if (left === 'gc' || right === 'gc') place = 'gc';
      else place = (left ?? right)!;
    }
    placed.set(item, place);
    return place;
  };

  const intentsKeys = (root: string) => doc.getMap(root)._map;
  const added = new Map<string, string[]>();
  const freeAdded = new Map<string, number>();
  let anyFresh = false;

  for (const list of fresh.values()) {
    for (const s of list) {
      anyFresh = true;
      if (!(s instanceof Y.Item)) continue; // a GC struct is a deleted range: it writes nothing
      const place = placeOfNew(s);
      if (place === 'missing') throw new Refusal('unresolved', `an item of client ${s.id.client} refers to items the server does not have`);
      if (place === 'gc') continue; // it lands under deleted content and is collected
      const access = policy.roots[place.root];
      if (!access) throw new Refusal('forbidden', `writes "${place.root}"`);
      if (s.content instanceof Y.ContentDoc) throw new Refusal('forbidden', 'embeds a subdocument');
      if (access === 'free') {
        freeAdded.set(place.root, (freeAdded.get(place.root) ?? 0) + s.length);
        continue;
      }
      if (!place.direct || place.key === null) throw new Refusal('forbidden', `writes inside an entry of "${place.root}"`);
      if (place.key.length === 0 || place.key.length > MAX_KEY)
        throw new Refusal('forbidden', `uses a key of ${place.key.length} characters in "${place.root}"`);
      // An entry the server removed after answering it may come back: a rebuilt pad replaying its op id gets the stored answer.
      const existing = intentsKeys(place.root).get(place.key);
      if (existing && !existing.deleted) throw new Refusal('forbidden', `rewrites "${place.root}" entry ${place.key}`);
      if (!(s.content instanceof Y.ContentAny) && !(s.content instanceof Y.ContentDeleted)) {
        throw new Refusal('forbidden', `puts a shared type into "${place.root}"`);
      }
      const keys = added.get(place.root) ?? [];
      if (!keys.includes(place.key)) keys.push(place.key);
      added.set(place.root, keys);
    }
  }

  for (const [client, ranges] of ds.clients) {
    const have = known(client);
    const list = store.clients.get(client) ?? [];
    for (const { clock, len } of ranges) {
      const end = clock + len;
      // The part the doc has: deletions it already made pass; new ones must fall in a `free` root.
      for (let i = clock < have ? Y.findIndexSS(list, clock) : list.length; i < list.length && list[i]!.id.clock < end; i++) {
        const s = list[i]!;
        if (!(s instanceof Y.Item) || s.deleted) continue;
        const place = placeOfIntegrated(s);
        if (place === 'gc' || place === 'missing') continue;
        if (policy.roots[place.root] !== 'free') throw new Refusal('forbidden', `deletes from "${place.root}"`);
        anyFresh = true;
      }
      // The part beyond it must be items of this very update (already checked above); else it would wait
      // in the doc's pending delete set and strike whatever later takes those clocks.
      if (end > have) {
        if (foreign(client)) throw new Refusal('stale', `deletes server items of an earlier document (client ${client})`);
        if (readOnly) throw new Refusal('forbidden', 'deletes from a read-only document');
        const mine = fresh.get(client);
        const last = mine?.[mine.length - 1];
        if (!last || last.id.clock + last.length < end)
          throw new Refusal('unresolved', `deletes clocks of client ${client} the server does not have`);
        anyFresh = true;
      }
    }
  }

  if (policy.freeLength !== undefined) {
    for (const [root, n] of freeAdded) {
      const have = doc.share.get(root)?._length ?? 0;
      if (have + n > policy.freeLength) throw new Refusal('forbidden', `makes "${root}" longer than ${policy.freeLength}`);
    }
  }
  return { ok: true, fresh: anyFresh, added };
}
