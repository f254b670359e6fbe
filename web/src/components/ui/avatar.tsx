import { cn, initials } from '@web/lib/utils';

const TONES = [
  'bg-indigo-100 text-indigo-700',
  'bg-emerald-100 text-emerald-700',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-700',
  'bg-rose-100 text-rose-700',
  'bg-violet-100 text-violet-700',
];

/** A round badge with a person's initials; the colour is stable per name so lists are easy to scan. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
        TONES[hash % TONES.length],
        className,
      )}
    >
      {initials(name) || '?'}
    </span>
  );
}

/** Avatar, name and e-mail on two lines, as member lists show people. */
export function PersonCell({ name, email, className }: { name: string; email: string; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <InitialsAvatar name={name || email} />
      <div className="min-w-0">
        <div className="truncate font-medium">{name || email}</div>
        <div className="truncate text-xs text-muted-foreground">{email}</div>
      </div>
    </div>
  );
}
