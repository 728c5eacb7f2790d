// The keeper pad's entry: <keeper-pad> takes over the server's first paint, and the service worker keeps the page for offline reloads.
import '../components/keeper-pad.js';
import { keepShellOffline } from '../pad/offline-shell.js';

void keepShellOffline(document.querySelector<HTMLElement>('keeper-pad')?.dataset.sw);
