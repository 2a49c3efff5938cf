import { cx } from '../ui/index.ts';

const palette = ['bg-indigo-600', 'bg-emerald-600', 'bg-sky-600', 'bg-amber-600', 'bg-rose-600', 'bg-violet-600', 'bg-teal-600'] as const;

/** A stable colour for a name, so a workspace or project keeps its colour between visits. */
export function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

/** The first letter of a workspace (or project) on a coloured square; decorative. */
export function WorkspaceAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-md font-bold text-white uppercase',
        size === 'lg' ? 'size-10 text-base' : 'size-8 text-sm',
        colorFor(name),
      )}
    >
      {name.slice(0, 1) || '?'}
    </span>
  );
}
