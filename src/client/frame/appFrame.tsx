import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What an app tells the frame's pieces about itself, since the frame never imports an app. */
export interface AppFrameSettings {
  /** Where the crash popup's way out goes (the member's dashboard). */
  homePath: string;
  /** Shown in the crash popup under its title: what the visitor can do about it (the member's diagnostic file). */
  CrashHelp?: ComponentType;
}

const AppFrameContext = createContext<AppFrameSettings>({ homePath: '/' });

export function AppFrame({ settings, children }: { settings: AppFrameSettings; children: ReactNode }) {
  return <AppFrameContext.Provider value={settings}>{children}</AppFrameContext.Provider>;
}

export function useAppFrame(): AppFrameSettings {
  return useContext(AppFrameContext);
}
