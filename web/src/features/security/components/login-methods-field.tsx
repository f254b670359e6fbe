import { Link } from 'react-router';
import { LOGIN_METHODS, type LoginMethod } from '@contracts/security-settings';
import { Label } from '@web/components/ui/label';
import { Checkbox } from '@web/components/ui/switch';

type Props = {
  value: LoginMethod[];
  onChange: (value: LoginMethod[]) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLButtonElement>;
  error?: string;
  ssoConfigured: boolean;
};

/** One checkbox per login method; single sign-on is offered once an identity provider is set up. */
export function LoginMethodsField({ value, onChange, onBlur, inputRef, error, ssoConfigured }: Props) {
  const offered = LOGIN_METHODS.filter((m) => m.id !== 'sso' || ssoConfigured || value.includes('sso'));
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'loginMethods-error' : undefined}>
      <legend className="sr-only">Login methods</legend>
      {offered.map((m) => (
        <div key={m.id} className="flex items-start gap-3">
          <Checkbox
            id={`login-method-${m.id}`}
            ref={inputRef}
            checked={value.includes(m.id)}
            onCheckedChange={(on) => onChange(on ? [...value, m.id] : value.filter((x) => x !== m.id))}
            onBlur={onBlur}
          />
          <div className="grid gap-1">
            <Label htmlFor={`login-method-${m.id}`}>{m.label}</Label>
            <p className="text-sm text-muted-foreground">{m.description}</p>
          </div>
        </div>
      ))}
      {!ssoConfigured && (
        <p className="text-sm text-muted-foreground">
          Single sign-on:{' '}
          <Link className="text-primary hover:underline" to="/settings/security/sso">
            set up your identity provider
          </Link>{' '}
          to offer it here.
        </p>
      )}
      {error && (
        <p id="loginMethods-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
