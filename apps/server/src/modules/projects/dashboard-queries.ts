import type { Db } from '../../db/database.ts';
import { liveInvitation } from '../invitations/queries.ts';
import { mobileProject } from './queries.ts';

/** The counts of the dashboard and the workspace's plan, in one query. */
export function findDashboardCounts(db: Db, domainId: string, now: Date) {
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
        projects().where(mobileProject).as('mobileApps'),
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
