import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Actions in the stored trees `roots` selects (one `root` column), counted in SQL so the trees
 * never leave the database. Fields of an unexpected type count nothing.
 */
async function countStoredActions(db: Db, roots: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    with recursive nodes(node) as (
      ${roots}
      union all
      select child from nodes,
        jsonb_array_elements(case when jsonb_typeof(node -> 'children') = 'array' then node -> 'children' else '[]'::jsonb end) as child
    )
    select coalesce(sum(jsonb_array_length(event.value)), 0) as n
    from nodes,
      jsonb_each(case when jsonb_typeof(node -> 'events') = 'object' then node -> 'events' else '{}'::jsonb end) as event
    where jsonb_typeof(event.value) = 'array'
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Actions across the screens of every project of a workspace (the 'action' usage counter). */
export function countDomainActions(db: Db, domainId: string): Promise<number> {
  return countStoredActions(db, sql`select s.root from screens s join projects p on p.id = s.project_id where p.domain_id = ${domainId}`);
}

/** Actions across the screens of one project (what a project copy adds). */
export function countProjectActions(db: Db, projectId: string): Promise<number> {
  return countStoredActions(db, sql`select root from screens where project_id = ${projectId}`);
}

/** Actions of one stored screen. */
export function countScreenActions(db: Db, screenId: string): Promise<number> {
  return countStoredActions(db, sql`select root from screens where id = ${screenId}`);
}
