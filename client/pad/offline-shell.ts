// Keeps the pad's page working without a network: registers the keeper service worker and hands it the files this page was built from.

/**
 * The worker's script URL comes from the page (`data-sw`), which names it only when the client is built;
 * without one (development, an old browser) the pad still works online and from IndexedDB.
 */
export async function keepShellOffline(script: string | undefined): Promise<void> {
  if (!script || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(script, { scope: '/keeper/' });
    const ready = await navigator.serviceWorker.ready;
    // the first visit was fetched before the worker existed: it fetches the same files once more and keeps them
    const urls = [
      location.href,
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
      ...[
        ...document.querySelectorAll<HTMLLinkElement>(
          'link[rel~="stylesheet"], link[rel="modulepreload"], link[rel~="icon"], link[rel="manifest"]',
        ),
      ].map((l) => l.href),
    ];
    ready.active?.postMessage({ type: 'keep', urls });
  } catch {
    // refused (private mode, an insecure origin): online use is unaffected
  }
}
