// While a film uploads, the tab must stay open and awake: a phone puts a
// background tab to sleep (and its upload with it), and a closed tab ends it.
// So the film field (film-field.ts) holds a screen wake lock where the
// browser offers one and asks before the tab closes, until the upload ends.

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older engines show their warning only for a returnValue.
  event.returnValue = '';
}

/** Guards the tab until the returned release is called. */
export function guardTab(): () => void {
  let lock: WakeLockSentinel | null = null;
  const take = () => {
    if (document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
    navigator.wakeLock.request('screen').then(
      (l) => {
        lock = l;
      },
      () => {},
    );
  };
  take();
  // A lock ends when the tab is hidden: taken again when it shows.
  document.addEventListener('visibilitychange', take);
  window.addEventListener('beforeunload', warnBeforeLeaving);
  return () => {
    document.removeEventListener('visibilitychange', take);
    window.removeEventListener('beforeunload', warnBeforeLeaving);
    lock?.release().catch(() => {});
  };
}
