import * as React from 'react';
import { Link } from 'react-router';
import { cn } from '@web/lib/utils';
import { Button } from './button';
import { Card, CardContent } from './card';

/** A settings block: title and help on the left, fields on the right (stacked on small screens). */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'grid gap-4 border-t py-6 first:border-t-0 first:pt-0 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-8',
        className,
      )}
    >
      <div>
        <h2 className="text-sm font-semibold">{title}</h2>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="grid max-w-xl gap-4">{children}</div>
    </section>
  );
}

/** The save bar under a settings form. */
export function FormActions({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn('flex flex-wrap items-center justify-end gap-2 border-t pt-4', className)}>{children}</div>;
}

const STICKY_BAR =
  'sticky bottom-0 flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t bg-background/95 px-4 py-3 backdrop-blur sm:px-6';

type SaveBarProps = {
  /** The form differs from what is saved: Discard shows (or, with `keepDiscard`, is enabled). */
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  saveLabel?: string;
  discardLabel?: string;
  /** Keep Discard in place, disabled, while nothing has changed (instead of hiding it). */
  keepDiscard?: boolean;
  saveDisabled?: boolean;
  /** Sticky at the bottom of a long card, with room for a status line on the left. */
  sticky?: boolean;
  children?: React.ReactNode;
  className?: string;
};

/** The save bar of a settings form: Discard changes (while there are any) and the submit button. */
export function SaveBar({
  dirty,
  saving,
  onDiscard,
  saveLabel = 'Save changes',
  discardLabel = 'Discard changes',
  keepDiscard,
  saveDisabled,
  sticky,
  children,
  className,
}: SaveBarProps) {
  const content = (
    <>
      {children}
      {(dirty || keepDiscard) && (
        <Button type="button" variant={keepDiscard ? 'outline' : 'ghost'} onClick={onDiscard} disabled={saving || !dirty}>
          {discardLabel}
        </Button>
      )}
      <Button type="submit" loading={saving} disabled={saveDisabled}>
        {saveLabel}
      </Button>
    </>
  );
  if (sticky) return <div className={cn(STICKY_BAR, className)}>{content}</div>;
  return <FormActions className={className}>{content}</FormActions>;
}

/**
 * A settings page's form in one card: its sections, then its save bar. With `save`, the bar is the settings
 * pages' own (SettingsSaveBar); without, the form draws its own bar among its children.
 */
export function SettingsFormCard({
  onSubmit,
  save,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  save?: React.ComponentProps<typeof SettingsSaveBar>;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="p-6">
          {children}
          {save && <SettingsSaveBar {...save} />}
        </CardContent>
      </Card>
    </form>
  );
}

/** The save bar of a settings page whose Discard stays in place: "Discard" and "Save", both off until something changes. */
export function SettingsSaveBar({ dirty, saving, onDiscard }: { dirty: boolean; saving: boolean; onDiscard: () => void }) {
  return (
    <SaveBar
      dirty={dirty}
      saving={saving}
      onDiscard={onDiscard}
      keepDiscard
      discardLabel="Discard"
      saveLabel="Save"
      saveDisabled={!dirty}
    />
  );
}

type EditorFooterProps = {
  back: { to: string; label: string };
  readOnly?: boolean;
  saving: boolean;
  saveLabel: string;
  saveDisabled?: boolean;
  className?: string;
};

/** The sticky footer of an editor page: Cancel (or `back.label` when read-only) and the save button. */
export function EditorFooter({ back, readOnly, saving, saveLabel, saveDisabled, className }: EditorFooterProps) {
  return (
    <div className={cn(STICKY_BAR, className)}>
      <Button asChild variant="ghost">
        <Link to={back.to}>{readOnly ? back.label : 'Cancel'}</Link>
      </Button>
      {!readOnly && (
        <Button type="submit" loading={saving} disabled={saveDisabled}>
          {saveLabel}
        </Button>
      )}
    </div>
  );
}
