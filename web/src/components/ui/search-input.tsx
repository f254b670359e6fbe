import * as React from 'react';
import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

/**
 * The search box above a list: a magnifier inside a `type="search"` input named by `label`
 * (also its placeholder unless one is given). `className` sizes the box; it has no width of its own.
 */
export function SearchInput({
  label,
  placeholder = label,
  value,
  onChange,
  className,
  ...rest
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'autoFocus'>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-8"
        {...rest}
      />
    </div>
  );
}
