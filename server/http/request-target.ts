// Request targets (the path and query of an HTTP or upgrade request) parsed without throwing.

export interface RequestTarget {
  pathname: string;
  searchParams: URLSearchParams;
}

/** Longest request target we read; anything longer is malformed (node already caps headers at 16 KiB). */
const MAX_TARGET = 8 * 1024;

/**
 * The path and query of `raw`, or null when it is not an origin-form target (`/path?query`). `//x`,
 * `//:99999` and friends would be read by `new URL` as a host, or make it throw; here they are malformed.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_TARGET) return null;
  if (raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://localhost');
  } catch {
    return null;
  }
  return { pathname: url.pathname, searchParams: url.searchParams };
}

/** One path segment, percent-decoded; null when its escapes are broken. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
