import { useLayoutEffect } from 'react';
import { setCurrentProjectId } from '../api/client.ts';

/**
 * Sends `projectId` as the `currentProjectId` header (spec §7) on every call while the calling
 * component is mounted, and stops when it unmounts or the project changes. A layout effect, so
 * the header is set before the page's own first requests go out.
 */
export function useCurrentProjectHeader(projectId: string): void {
  useLayoutEffect(() => {
    setCurrentProjectId(projectId);
    return () => setCurrentProjectId(null);
  }, [projectId]);
}
