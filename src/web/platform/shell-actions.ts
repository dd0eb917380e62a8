/**
 * Actions of the portal shell that pages and menus may start without knowing who implements them
 * (the app composes the represented-person chooser and the profile modal; spec §2).
 */
import { createContext, useContext } from 'react';

export interface ShellActions {
  openRepresentedPersonChooser: () => void;
  openProfile: () => void;
  logout: () => void;
}

const noop = () => {};
export const ShellActionsContext = createContext<ShellActions>({
  openRepresentedPersonChooser: noop,
  openProfile: noop,
  logout: noop,
});

export function useShellActions(): ShellActions {
  return useContext(ShellActionsContext);
}
