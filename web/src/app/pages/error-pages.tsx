import { Link, Navigate, useRouteError, isRouteErrorResponse } from 'react-router';
import { reportError } from '@web/lib/error-reporting';
import { Button } from '@web/components/ui/button';
import { MESSAGES } from '@contracts/common';
import * as React from 'react';

function Centered({ code, title, body, children }: { code: string; title: string; body: string; children?: React.ReactNode }) {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold text-primary">{code}</p>
      <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">{body}</p>
      <div className="mt-6 flex gap-2">
        {children ?? (
          <Button asChild>
            <Link to="/">Go home</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

const [missingTitle, missingBody] = MESSAGES.notFound.split('! ');

export function NotFoundPage() {
  return <Centered code="404" title={`${missingTitle}!`} body={missingBody} />;
}

export function ServerErrorPage() {
  return <Centered code="500" title="Something went wrong." body={MESSAGES.unexpected.replace('Something went wrong. ', '')} />;
}

/** Route-level error boundary: a render error sends the user to /500 (spec section 8). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  React.useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  return <Navigate to="/500" replace />;
}
