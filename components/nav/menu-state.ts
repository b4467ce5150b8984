import type { ServiceKind } from '@/content/kinds';

/** Which submenu is open: none, foto or film; one at a time, and clicking the open one closes it. */
export type OpenMenu = ServiceKind | null;

export type MenuAction =
  | { readonly type: 'toggle'; readonly menu: ServiceKind }
  | { readonly type: 'open'; readonly menu: ServiceKind }
  | { readonly type: 'close' };

export function menuReducer(state: OpenMenu, action: MenuAction): OpenMenu {
  switch (action.type) {
    case 'toggle':
      // Clicking the open one closes it; clicking the other switches to it.
      return state === action.menu ? null : action.menu;
    case 'open':
      return action.menu;
    case 'close':
      return null;
  }
}
