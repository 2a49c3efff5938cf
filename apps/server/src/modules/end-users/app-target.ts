import type { EndUserEnvironment } from '@tessera/model/end-users';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { findAppProject } from './queries.ts';

/** The project environment an app's account route addresses. */
export interface AppTarget {
  projectId: string;
  domainId: string;
  /** The project's name: what mails to its end users call the app. */
  appName: string;
  environment: EndUserEnvironment;
}

/**
 * The target of an app route's `:projectId/:environment`; 404 for an unknown project, an archived
 * one (its app is closed until restored), and the live environment of a project never published
 * (there is no live app to sign in to yet; draft is the Run preview's and needs no release).
 */
export async function resolveAppTarget(ctx: AppContext, projectId: string, environment: EndUserEnvironment): Promise<AppTarget> {
  const project = isUuid(projectId) ? await findAppProject(ctx.db, projectId) : undefined;
  if (!project || (environment === 'live' && project.liveReleaseId === null)) throw new NotFoundError('App not found.');
  return { projectId: project.id, domainId: project.domainId, appName: project.name, environment };
}

/** How end users' addresses are compared and stored: trimmed, lower-cased. */
export function normalizeEndUserEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The key of a per-address counter, scoped to the project environment. */
export function endUserCounterKey(kind: string, target: AppTarget, email: string): string {
  return `end-user-${kind}:${target.projectId}:${target.environment}:${email}`;
}
