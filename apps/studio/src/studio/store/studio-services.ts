import type {
  CreateScreenRequest,
  SaveScreenRequest,
  ScreenDetail,
  ScreenList,
  ScreenSummary,
} from '@tessera/model/workspace-api';
import type { OpenedScreen } from '../../api/screens-api.ts';
import type { Refusal } from '../editor/command-plan.ts';

/**
 * The calls the studio makes, bound to one project. The page binds them to `screensApi` and
 * `accountsApi`; tests pass fakes. Each rejects with the client's `ApiError` on a refusal.
 */
export interface StudioServices {
  listScreens(): Promise<ScreenList>;
  getScreen(screenId: string): Promise<OpenedScreen>;
  saveScreen(screenId: string, body: SaveScreenRequest): Promise<ScreenSummary>;
  createScreen(body: CreateScreenRequest): Promise<ScreenDetail>;
  renameScreen(screenId: string, name: string): Promise<ScreenSummary>;
  duplicateScreen(screenId: string): Promise<ScreenDetail>;
  removeScreen(screenId: string): Promise<void>;
  setStartScreen(screenId: string): Promise<{ startScreenId: string | null }>;
  /** Records an analytics event (never fails). */
  logEvent(name: string, properties: Record<string, string>): void;
}

/** How the studio tells the user about a refusal or a failure (toasts in the page). */
export interface StudioNotifier {
  /** A refused edit: its code, English message and params (the page shows the code's translated text). */
  refused(refusal: Refusal): void;
  /** A failed call, with the message to show. */
  error(message: string): void;
}

/** Where the studio remembers the last visited screen of a project (sessionStorage in the page). */
export interface StudioMemory {
  lastVisitedScreen(projectId: string): string | null;
  rememberScreen(projectId: string, screenId: string): void;
}
