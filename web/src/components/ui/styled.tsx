import * as React from 'react';
import { cn } from '@web/lib/utils';

/** What `styled` makes of `C`: the same props and ref. */
export type StyledComponent<C extends React.ElementType> = React.ForwardRefExoticComponent<
  React.ComponentPropsWithoutRef<C> & React.RefAttributes<React.ComponentRef<C>>
>;

/**
 * An HTML element or a Radix part with the kit's own classes, the caller's `className` merged after them, its ref
 * passed through: what most primitives here are. `inner` is what it holds when the caller gives no children (a
 * switch's thumb, a checkbox's tick).
 */
export function styled<C extends React.ElementType>(
  Component: C,
  base: string,
  displayName: string,
  inner?: React.ReactNode,
): StyledComponent<C> {
  const Element = Component as React.ElementType;
  const Styled = React.forwardRef<unknown, { className?: string; children?: React.ReactNode }>(
    ({ className, children = inner, ...props }, ref) => (
      <Element ref={ref} className={cn(base, className)} {...props}>
        {children}
      </Element>
    ),
  );
  Styled.displayName = displayName;
  return Styled as unknown as StyledComponent<C>;
}
