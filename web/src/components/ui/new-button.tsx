import type * as React from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from './button';

/** A list page's New for editors: the page header's button that opens the form at `to`. */
export function NewButton({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus /> {children}
      </Link>
    </Button>
  );
}
