import * as React from 'react';
import { initials } from '@web/lib/utils';

/** The round initials button that opens the account menu (also its placeholder while the menu loads). */
export const AccountButton = React.forwardRef<HTMLButtonElement, { name: string } & React.ButtonHTMLAttributes<HTMLButtonElement>>(
  ({ name, ...props }, ref) => (
    <button
      ref={ref}
      type="button"
      aria-label="Account menu"
      className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      {...props}
    >
      {initials(name)}
    </button>
  ),
);
AccountButton.displayName = 'AccountButton';
