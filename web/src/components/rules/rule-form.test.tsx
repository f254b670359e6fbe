import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '@web/lib/api-error';
import { useRuleFormSave } from './rule-form';

afterEach(cleanup);

type Dto = { id: string; name: string };
type Answer = { dto: Dto } | { error: Error };

function Harness({ answer, onSaved, sent }: { answer: Answer; onSaved: (dto: Dto) => void; sent: unknown[] }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: 'Draft' } });
  const mutation = {
    mutate: (vars: { definition: { name: string } }, cb?: { onSuccess?: (dto: Dto) => void; onError?: (e: Error) => void }) => {
      sent.push(vars);
      if ('dto' in answer) cb?.onSuccess?.(answer.dto);
      else cb?.onError?.(answer.error);
    },
  };
  const { container, submit } = useRuleFormSave({
    form,
    mutation: mutation as never,
    request: (values: { name: string }) => ({ definition: values }),
    savedValues: (dto: Dto) => ({ name: dto.name }),
    fields: ['name'],
    errorOf: (e) => e,
    onSaved,
  });
  return (
    <form ref={container} onSubmit={submit}>
      <input aria-label="Name" aria-invalid={!!form.formState.errors.name} {...form.register('name')} />
      <p>{form.formState.errors.name?.message}</p>
      <p>{form.formState.isDirty ? 'dirty' : 'clean'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });

describe('useRuleFormSave', () => {
  it("sends the form's request, resets to what was saved, then calls onSaved", async () => {
    const onSaved = vi.fn();
    const sent: unknown[] = [];
    render(<Harness answer={{ dto: { id: 'r1', name: 'Saved name' } }} onSaved={onSaved} sent={sent} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Typed' } });
    await save();
    expect(sent).toEqual([{ definition: { name: 'Typed' } }]);
    expect(onSaved).toHaveBeenCalledWith({ id: 'r1', name: 'Saved name' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Saved name');
    expect(screen.getByText('clean')).toBeTruthy();
  });

  it("puts the server's refusal on its field and does not call onSaved", async () => {
    const onSaved = vi.fn();
    const error = new ApiRequestError(422, [{ status: '422', code: 'invalid', detail: 'Name is taken', source: { pointer: '/name' } }]);
    render(<Harness answer={{ error }} onSaved={onSaved} sent={[]} />);
    await save();
    expect(screen.getByText('Name is taken')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
