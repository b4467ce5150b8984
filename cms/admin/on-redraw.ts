/**
 * Calls `then` whenever Sveltia has drawn something new, at most once a
 * frame: it draws its screens after the address changes and its fields as
 * they come, so what our scripts put beside them is placed again once they
 * are there.
 */
export function onRedraw(then: () => void) {
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      then();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
