import * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronsUpDown } from 'lucide-react';
import { cn } from '@web/lib/utils';

// Radix refuses an item whose value is the empty string; '' ("Select a team", "All roles") maps to this.
const EMPTY = '\u0000empty';
const toItem = (v: string) => (v === '' ? EMPTY : v);
const fromItem = (v: string) => (v === EMPTY ? '' : v);

type Option = {
  kind: 'option';
  value: string;
  label: React.ReactNode;
  disabled?: boolean;
  hidden?: boolean;
};
type Group = { kind: 'group'; label: string; options: Option[] };
type Entry = Option | Group;

type OptionProps = {
  value?: string | number;
  children?: React.ReactNode;
  disabled?: boolean;
  /** A placeholder ("Select a team"): shown while nothing is chosen, never offered in the list (as a native `hidden` option). */
  hidden?: boolean;
};

function textOf(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The <option> and <optgroup> children, read as data: call sites keep writing options the way they always have. */
function entriesOf(children: React.ReactNode): Entry[] {
  const out: Entry[] = [];
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement(child)) return;
    if (child.type === React.Fragment) {
      out.push(...entriesOf((child.props as { children?: React.ReactNode }).children));
    } else if (child.type === 'optgroup') {
      const p = child.props as { label?: string; children?: React.ReactNode };
      out.push({
        kind: 'group',
        label: p.label ?? '',
        options: entriesOf(p.children).filter((e): e is Option => e.kind === 'option'),
      });
    } else if (child.type === 'option') {
      const p = child.props as OptionProps;
      out.push({
        kind: 'option',
        value: String(p.value ?? textOf(p.children)),
        label: p.children,
        disabled: p.disabled,
        hidden: p.hidden,
      });
    }
  });
  return out;
}

/** What react-hook-form's `register` and callers' refs see: the current value, settable, and focus (not a 'select-one': that type makes it look for native options). */
export type SelectHandle = {
  name?: string;
  value: string;
  type: 'listbox';
  disabled?: boolean;
  focus: () => void;
};

export type SelectProps = React.AriaAttributes & {
  id?: string;
  name?: string;
  value?: string | number | null;
  defaultValue?: string | number;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: React.FocusEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  style?: React.CSSProperties;
  title?: string;
  children?: React.ReactNode;
  placeholder?: string;
};

/**
 * The one select of the app: a Radix listbox styled like the Combobox, written like a native select
 * (<option> children, `onChange(event)`, `{...register('field')}`), so every form reads the same way.
 */
export const Select = React.forwardRef<SelectHandle, SelectProps>(function Select(
  { id, name, value, defaultValue, onChange, onBlur, disabled, required, className, style, children, placeholder = 'Select…', ...aria },
  ref,
) {
  const controlled = value !== undefined;
  const [inner, setInner] = React.useState(String(defaultValue ?? ''));
  const current = controlled ? String(value ?? '') : inner;
  const currentRef = React.useRef(current);
  currentRef.current = current;
  const trigger = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);

  React.useImperativeHandle(
    ref,
    () => ({
      name,
      type: 'listbox' as const,
      disabled,
      get value() {
        return currentRef.current;
      },
      set value(v: string) {
        currentRef.current = String(v ?? '');
        setInner(currentRef.current);
      },
      focus: () => trigger.current?.focus(),
    }),
    [name, disabled],
  );

  const entries = React.useMemo(() => entriesOf(children), [children]);
  const options = entries.flatMap((e) => (e.kind === 'group' ? e.options : [e]));
  const found = options.find((o) => o.value === current);
  // A placeholder option is not a choice: the trigger shows its text as the placeholder.
  const selected = found?.hidden ? undefined : found;
  const shownPlaceholder = found?.hidden ? textOf(found.label) : placeholder;
  const event = (type: 'change' | 'blur', v: string) => {
    const target = { name: name ?? '', value: v, id };
    return {
      type,
      target,
      currentTarget: target,
      preventDefault() {},
      stopPropagation() {},
    } as unknown as React.ChangeEvent<HTMLSelectElement> & React.FocusEvent<HTMLSelectElement>;
  };

  return (
    <SelectPrimitive.Root
      value={selected ? toItem(current) : ''}
      onValueChange={(v) => {
        const next = fromItem(v);
        currentRef.current = next;
        if (!controlled) setInner(next);
        onChange?.(event('change', next));
      }}
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) onBlur?.(event('blur', currentRef.current));
      }}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger
        ref={trigger}
        id={id}
        name={name}
        data-value={current}
        style={style}
        className={cn(
          'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 text-left text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
          className,
        )}
        {...aria}
      >
        <span className={cn('truncate', (!selected || current === '') && 'text-muted-foreground')}>
          <SelectPrimitive.Value placeholder={shownPlaceholder}>{selected ? selected.label : undefined}</SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronsUpDown className="h-4 w-4 shrink-0 opacity-50" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {/* Mounted only while open: a closed select shows its label itself, so long lists (every quarter hour of
          a week's availability) cost nothing until opened. */}
      {open && (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
          >
            <SelectPrimitive.Viewport className="p-1">
              {entries.map((e, i) =>
                e.kind === 'group' ? (
                  <SelectPrimitive.Group key={`g${i}`}>
                    <SelectPrimitive.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
                      {e.label}
                    </SelectPrimitive.Label>
                    {e.options
                      .filter((o) => !o.hidden)
                      .map((o) => (
                        <Item key={o.value} option={o} />
                      ))}
                  </SelectPrimitive.Group>
                ) : e.hidden ? null : (
                  <Item key={e.value} option={e} />
                ),
              )}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      )}
    </SelectPrimitive.Root>
  );
});

function Item({ option }: { option: Option }) {
  return (
    <SelectPrimitive.Item
      value={toItem(option.value)}
      data-value={option.value}
      disabled={option.disabled}
      className="relative flex cursor-pointer select-none items-center gap-2 rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-50"
    >
      <span className="absolute left-2 flex h-4 w-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="h-4 w-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
