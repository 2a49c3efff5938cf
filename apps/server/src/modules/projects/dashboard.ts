import { findPlan } from '@tessera/catalog';
import type { Dashboard } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { liveInvitation } from '../invitations/queries.ts';
import { toProject } from './project-view.ts';
import { listProjectRows } from './queries.ts';
import type { ProjectCaller } from './service.ts';

/** How many of the caller's recent projects the dashboard shows. */
export const DASHBOARD_RECENT_PROJECTS = 5;

/** The counts of the dashboard and the workspace's plan, in one query. */
function findDashboardCounts(db: Db, domainId: string, now: Date) {
  return db
    .selectFrom('domains as d')
    .select((eb) => {
      const projects = () => eb.selectFrom('projects').select(eb.fn.countAll<string>().as('n')).where('projects.domainId', '=', domainId);
      const members = () =>
        eb.selectFrom('domainMembers').select(eb.fn.countAll<string>().as('n')).where('domainMembers.domainId', '=', domainId);
      return [
        'd.planId',
        projects().where('projects.archivedAt', 'is', null).as('projects'),
        projects().where('projects.archivedAt', 'is not', null).as('archivedProjects'),
        // As the plan counts them: archived mobile projects keep their seat.
        projects()
          .where((w) => w.or([w('projects.supportAndroid', '=', true), w('projects.supportIos', '=', true)]))
          .as('mobileApps'),
        members().where('domainMembers.resourceType', '=', 'developer').as('developers'),
        members().where('domainMembers.resourceType', '=', 'end_user').as('endUsers'),
        eb
          .selectFrom('invitations')
          .select(eb.fn.countAll<string>().as('n'))
          .where('invitations.domainId', '=', domainId)
          .where((invitations) => liveInvitation(invitations, now))
          .as('pendingInvitations'),
      ];
    })
    .where('d.id', '=', domainId)
    .executeTakeFirst();
}

/** GET /api/dashboard: the workspace's counts, the caller's 5 most recent projects and the plan (two queries). */
export async function getDashboard(db: Db, caller: ProjectCaller, now: Date): Promise<Dashboard> {
  const [counts, recent] = await Promise.all([
    findDashboardCounts(db, caller.domain.id, now),
    listProjectRows(db, caller.domain.id, caller.userId, {
      view: 'recent',
      sort: 'visited',
      order: 'desc',
      limit: DASHBOARD_RECENT_PROJECTS,
    }),
  ]);
  if (!counts) throw new NotFoundError('Workspace not found.');
  const plan = findPlan(counts.planId) ?? findPlan('free')!;
  return {
    counts: {
      projects: Number(counts.projects),
      archivedProjects: Number(counts.archivedProjects),
      mobileApps: Number(counts.mobileApps),
      developers: Number(counts.developers),
      endUsers: Number(counts.endUsers),
      pendingInvitations: Number(counts.pendingInvitations),
    },
    recentProjects: recent.map(toProject),
    planId: plan.id,
    planName: plan.planName,
  };
}
