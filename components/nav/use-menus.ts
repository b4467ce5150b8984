import { useEffect, useReducer, type RefObject } from 'react';

import { menuReducer, type MenuAction, type OpenMenu } from './menu-state';
import { useRouteChange } from './use-route-change';

/**
 * The open submenu of a navigation area: closes on any route change, on
 * Escape and on a pointer press outside `root`.
 */
export function useMenus(root: RefObject<HTMLElement | null>) {
  const [open, dispatch] = useReducer(menuReducer, null as OpenMenu);
  useRouteChange(() => dispatch({ type: 'close' }));

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      dispatch({ type: 'close' });
      root.current?.querySelector<HTMLElement>(`[data-menu="${open}"] > button`)?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, root]);

  return [open, dispatch] as [OpenMenu, (action: MenuAction) => void];
}
