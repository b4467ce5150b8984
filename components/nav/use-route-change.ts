import { usePathname } from 'next/navigation';
import { useState } from 'react';

/**
 * Calls `onChange` (which may only set state of the calling component) when
 * the route changes. Runs during render, React's pattern for adjusting state
 * to a changed input, so no frame shows a menu open on the new page.
 */
export function useRouteChange(onChange: () => void) {
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    onChange();
  }
}
