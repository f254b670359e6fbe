import * as React from 'react';
import { styled } from './styled';

export const Card = styled('div', 'rounded-lg border bg-card text-card-foreground shadow-sm', 'Card');
export const CardHeader = styled('div', 'flex flex-col gap-1.5 p-5', 'CardHeader');
export const CardTitle = styled('h3', 'font-semibold leading-none tracking-tight', 'CardTitle');
export const CardDescription = styled('p', 'text-sm text-muted-foreground', 'CardDescription');
export const CardContent = styled('div', 'p-5 pt-0', 'CardContent');
export const CardFooter = styled('div', 'flex items-center gap-2 p-5 pt-0', 'CardFooter');

/**
 * A card headed by a title (and a line under it), its content below: the frame of most settings and report
 * sections. The class names reach the card, its title and its content, where a section sizes them itself.
 */
export function TitledCard({
  title,
  description,
  className,
  titleClassName,
  contentClassName,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className={titleClassName}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
