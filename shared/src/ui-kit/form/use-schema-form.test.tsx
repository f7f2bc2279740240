import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';

import { LOAD_RETRY_DELAYS_MS } from '../../utils/load-once';
import { description } from '../../testing/description';
import { OutlinedTextField } from './outlined-text-field';
import { useSchemaForm } from './use-schema-form';

// ----------------------------------------------------------------------

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Name is required' })),
  code: z.string().check(z.regex(/^\d{4}$/, { error: 'Four digits' })),
});

interface SubjectProps {
  onValid: (data: { name: string; code: string }) => Promise<void>;
  loadSchema?: () => Promise<typeof schema>;
  onFailure?: () => void;
}

function Subject({ onValid, loadSchema = async () => schema, onFailure = () => undefined }: SubjectProps) {
  const form = useSchemaForm(loadSchema, { name: '', code: '' });
  return (
    <form noValidate aria-label="Subject" onFocus={form.preload} onSubmit={form.handleSubmit(onValid, onFailure)}>
      <OutlinedTextField {...form.field('name')} label="Name" />
      <OutlinedTextField {...form.field('code', 'As on the card')} label="Code" />
      <button type="button" onClick={() => form.setError('code', 'Refused by the server')}>
        Refuse
      </button>
      <button type="submit" disabled={form.isSubmitting}>
        Send
      </button>
    </form>
  );
}

const name = () => screen.getByRole('textbox', { name: 'Name' });
const code = () => screen.getByRole('textbox', { name: 'Code' });

describe('useSchemaForm', () => {
  it('checks nothing before a submit, then shows each message and focuses the first invalid field', async () => {
    const onValid = jest.fn(async () => undefined);
    const user = userEvent.setup();
    render(<Subject onValid={onValid} />);

    await user.type(code(), '12');
    expect(code().getAttribute('aria-invalid')).toBe('false');
    expect(description(code())).toBe('As on the card');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(description(name())).toBe('Name is required');
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(description(code())).toBe('Four digits');
    expect(document.activeElement).toBe(name());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks a field again as it changes after a submit, leaving the others as they were', async () => {
    const user = userEvent.setup();
    render(<Subject onValid={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await user.type(code(), '1234');
    expect(code().getAttribute('aria-invalid')).toBe('false');
    expect(description(code())).toBe('As on the card');
    expect(description(name())).toBe('Name is required');
  });

  it('passes the parsed values once, however often it is submitted while running', async () => {
    let finish: () => void = () => undefined;
    const onValid = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Subject onValid={onValid} />);

    await user.type(name(), '  Ada  ');
    await user.type(code(), '2024{Enter}');
    await user.type(code(), '{Enter}');
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', code: '2024' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false));
  });

  it('shows a message set from elsewhere beside its field, and focuses it', async () => {
    const user = userEvent.setup();
    render(<Subject onValid={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(description(code())).toBe('Refused by the server');
    expect(document.activeElement).toBe(code());
  });

  it('loads its schema once, when focus enters the form', async () => {
    const loadSchema = jest.fn(async () => schema);
    const user = userEvent.setup();
    render(<Subject onValid={async () => undefined} loadSchema={loadSchema} />);
    expect(loadSchema).not.toHaveBeenCalled();

    await user.type(name(), 'Ada');
    await user.type(code(), '2024');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('tells the form when its schema cannot load after its retries, and loads it again on the next submit', async () => {
    // Offline for the first load and both of its automatic retries (LOAD_RETRY_DELAYS_MS).
    jest.useFakeTimers();
    try {
      const loadSchema = jest
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockRejectedValueOnce(new Error('offline'))
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(schema);
      const onFailure = jest.fn();
      const onValid = jest.fn(async () => undefined);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Subject onValid={onValid} loadSchema={loadSchema} onFailure={onFailure} />);

      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(onFailure).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(LOAD_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)));
      expect(loadSchema).toHaveBeenCalledTimes(3);
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(onValid).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(description(name())).toBe('Name is required'));
      expect(onFailure).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
