import type { RestMethod } from '@tessera/model/connectors';
import { Badge, type BadgeTone } from '../../../ui/index.ts';

const tones: Record<RestMethod, BadgeTone> = { GET: 'info', POST: 'success', PUT: 'warning', PATCH: 'indigo', DELETE: 'danger' };

/** A request's method as a coloured tag (the same colour for a method everywhere). */
export function MethodBadge({ method }: { method: RestMethod }) {
  return (
    <Badge tone={tones[method]} size="sm" className="font-mono">
      {method}
    </Badge>
  );
}
