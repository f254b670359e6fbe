import * as React from 'react';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

export type SlugStatus = 'idle' | 'checking' | 'available' | 'unavailable';

type SlugInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  /** The fixed start of the public address, shown before the editable slug. */
  prefix?: string;
  status?: SlugStatus;
};

const ICONS: Record<Exclude<SlugStatus, 'idle'>, React.ReactNode> = {
  checking: <Loader2 className="h-4 w-4 animate-spin text-muted-foreground" aria-hidden />,
  available: <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden />,
  unavailable: <XCircle className="h-4 w-4 text-destructive" aria-hidden />,
};
const SR: Record<SlugStatus, string> = {
  idle: '',
  checking: 'Checking availability',
  available: 'Available',
  unavailable: 'Not available',
};

/** A URL slug field: the fixed address prefix, the slug, and an availability indicator. */
export const SlugInput = React.forwardRef<HTMLInputElement, SlugInputProps>(({ prefix, status = 'idle', className, ...props }, ref) => (
  <div
    className={cn(
      'flex h-9 w-full items-center rounded-md border border-input text-sm shadow-sm focus-within:ring-2 focus-within:ring-ring has-[[aria-invalid=true]]:border-destructive',
      className,
    )}
  >
    {prefix && (
      <span className="hidden max-w-[55%] shrink-0 truncate border-r bg-muted/50 px-3 py-2 text-muted-foreground sm:block">{prefix}</span>
    )}
    <input
      ref={ref}
      autoComplete="off"
      spellCheck={false}
      className="h-full min-w-0 flex-1 bg-transparent px-3 outline-none placeholder:text-muted-foreground"
      {...props}
    />
    {status !== 'idle' && <span className="pr-3">{ICONS[status]}</span>}
    <span className="sr-only" aria-live="polite">
      {SR[status]}
    </span>
  </div>
));
SlugInput.displayName = 'SlugInput';
