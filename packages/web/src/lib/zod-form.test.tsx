import type { FormEvent } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useDeferredZodSubmit, zodValidate } from './zod-form';

const noteSchema = z.object({
  title: z.string().trim().min(1, { error: 'Give it a title.' }),
  text: z.string().trim().min(1, { error: 'Write something.' }),
});
type Note = { title: string; text: string };

/** A form with the deferred submit; `loadSchema` stands for the dynamic import. */
function renderNoteForm(initialValues: Note, loadSchema: () => Promise<z.ZodType>) {
  const handler = vi.fn();
  const hook = renderHook(() => {
    const form = useForm<Note>({ initialValues });
    return { form, submit: useDeferredZodSubmit(form, loadSchema, handler) };
  });
  return { handler, hook };
}

describe('zodValidate', () => {
  it("gives each field its first issue's message, and nothing when the values pass", () => {
    const validate = zodValidate<Note>(noteSchema);
    expect(validate({ title: ' ', text: '' })).toEqual({
      title: 'Give it a title.',
      text: 'Write something.',
    });
    expect(validate({ title: 'Day one', text: 'Went well' })).toEqual({});
  });
});

describe('useDeferredZodSubmit', () => {
  it('starts loading the rules when the form mounts, before any submit', () => {
    const loadSchema = vi.fn(() => Promise.resolve(noteSchema));
    renderNoteForm({ title: '', text: '' }, loadSchema);
    expect(loadSchema).toHaveBeenCalled();
  });

  it('puts the errors on the fields and does not submit invalid values', async () => {
    const { handler, hook } = renderNoteForm({ title: '', text: 'Went well' }, () =>
      Promise.resolve(noteSchema),
    );
    act(() => hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.form.errors).toEqual({ title: 'Give it a title.' }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('waits for rules still on their way, then submits valid values', async () => {
    let arrive: (schema: z.ZodType) => void = () => undefined;
    const slow = new Promise<z.ZodType>((resolve) => (arrive = resolve));
    const { handler, hook } = renderNoteForm({ title: 'Day one', text: 'Went well' }, () => slow);
    act(() => hook.result.current.submit());
    await Promise.resolve();
    expect(handler).not.toHaveBeenCalled();
    await act(async () => arrive(noteSchema));
    await waitFor(() => expect(handler).toHaveBeenCalledWith({ title: 'Day one', text: 'Went well' }));
  });

  it('sends the form as it is when the rules cannot load: the server checks the same rules', async () => {
    const { handler, hook } = renderNoteForm({ title: '', text: '' }, () =>
      Promise.reject(new Error('chunk gone')),
    );
    act(() => hook.result.current.submit());
    await waitFor(() => expect(handler).toHaveBeenCalledWith({ title: '', text: '' }));
    expect(hook.result.current.form.errors).toEqual({});
  });

  it('keeps the page from reloading on submit', () => {
    const { hook } = renderNoteForm({ title: '', text: '' }, () => Promise.resolve(noteSchema));
    const event = { preventDefault: vi.fn() } as unknown as FormEvent<HTMLFormElement>;
    act(() => hook.result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
