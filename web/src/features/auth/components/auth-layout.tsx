import * as React from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2 font-semibold ${className}`}>
      <img src="/favicon.svg" alt="" className="h-7 w-7" />
      <span>Routewise</span>
    </Link>
  );
}

/** The centred card every signed-out page uses. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Logo className="mb-6 text-lg" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-xl font-semibold leading-none tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer && <div className="mt-4 text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}
