import type { ServiceKind } from '@/content/types';

/** Which submenu is open (SPEC §4 Navigation): none, foto or film. */
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
