import * as React from 'react';
import toast from 'react-hot-toast';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** Copies text to the clipboard with the spec's toasts: 'Copied', or 'Unable to copy value'. */
export async function copyToClipboard(text: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
    return true;
  } catch {
    toast.error('Unable to copy value');
    return false;
  }
}

/** A button that copies a value and briefly shows a tick. */
export function CopyButton({
  value,
  label = 'Copy',
  children,
  ...props
}: { value: string; label?: string } & Omit<ButtonProps, 'onClick' | 'value'>) {
  const [done, setDone] = React.useState(false);
  React.useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => setDone(false), 1500);
    return () => clearTimeout(t);
  }, [done]);
  return (
    <Button
      type="button"
      aria-label={children ? undefined : label}
      title={label}
      {...props}
      onClick={async () => setDone(await copyToClipboard(value))}
    >
      {done ? <Check aria-hidden /> : <Copy aria-hidden />}
      {children}
    </Button>
  );
}
