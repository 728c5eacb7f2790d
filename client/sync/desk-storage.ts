// Where a desk keeps its unanswered changes in this browser: one entry per tab (a reload finds its own), taken over by
// the next desk once the tab that wrote it is gone.

/** A tab that has not touched its entry for this long is gone (closed, or the browser quit): its changes are adopted. */
const STALE_MS = 20_000;
/** How often a tab with changes waiting says it is still there. */
const BEAT_MS = 5_000;

interface Entry {
  beat: number;
  list: unknown[];
}

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // some private modes refuse storage: changes then go out only while the page stays open
  }
}

/** This tab's id: sessionStorage survives a reload of the tab and is not shared with other tabs. */
function tabId(): string {
  const session = storageOf('sessionStorage');
  let id = session?.getItem('courtside:tab') ?? '';
  if (!id) {
    id = Math.random().toString(36).slice(2, 10);
    session?.setItem('courtside:tab', id);
  }
  return id;
}

export class PendingStore {
  private key: string;
  private beat: ReturnType<typeof setInterval> | undefined;
  private list: unknown[] = [];

  constructor(
    private prefix: string,
    private storage: Storage | null = storageOf('localStorage'),
  ) {
    this.key = `${prefix}:${tabId()}`;
  }

  /**
   * This tab's changes from before a reload, and those of tabs that are gone. Entries of other tabs still
   * open stay theirs: writing one op id from two desks would be refused by the server.
   */
  load(): unknown[] {
    const out: unknown[] = [];
    const s = this.storage;
    if (!s) return out;
    const now = Date.now();
    for (let i = s.length - 1; i >= 0; i--) {
      const key = s.key(i);
      if (!key?.startsWith(`${this.prefix}:`)) continue;
      try {
        const entry = JSON.parse(s.getItem(key) ?? '') as Entry;
        if (key !== this.key && !(now - entry.beat > STALE_MS)) continue;
        if (Array.isArray(entry.list)) out.push(...entry.list);
      } catch {
        // an entry that is not ours to read: dropped below like an adopted one
      }
      if (key !== this.key) s.removeItem(key);
    }
    this.save(out);
    return out;
  }

  save(list: unknown[]): void {
    this.list = list;
    try {
      if (list.length) this.storage?.setItem(this.key, JSON.stringify({ beat: Date.now(), list } satisfies Entry));
      else this.storage?.removeItem(this.key);
    } catch {
      // storage full or forbidden: the changes still go out while this page stays open
    }
    if (list.length && this.beat === undefined) this.beat = setInterval(() => this.save(this.list), BEAT_MS);
    if (!list.length && this.beat !== undefined) {
      clearInterval(this.beat);
      this.beat = undefined;
    }
  }
}
