import * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** One card of the campaign router editor: a title, an optional description, then its fields. */
export function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
