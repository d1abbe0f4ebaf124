import { LOCAL_RESULTS_KEY } from './local-results';

/** On each visit and whenever the browser is back online, results kept on the device are sent again. */
export function keepLocalResultsSynced(): void {
  resyncIfAnyKept();
  window.addEventListener('online', resyncIfAnyKept);
}

// Most visitors have nothing kept: they never download the resync code.
function resyncIfAnyKept(): void {
  try {
    if (!localStorage.getItem(LOCAL_RESULTS_KEY)) return;
  } catch {
    return; // Storage disabled: nothing can have been kept.
  }
  import('./resync-local-results').then(({ resyncLocalResults }) => resyncLocalResults()).catch(() => undefined);
}
