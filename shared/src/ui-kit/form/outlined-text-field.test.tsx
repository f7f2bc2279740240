import InputAdornment from '@mui/material/InputAdornment';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';

import { FieldText } from './field-text';
import { Form } from './form';
import { description } from '../../testing/description';
import { OutlinedTextField } from './outlined-text-field';

describe('OutlinedTextField', () => {
  it('ties its label and helper text to the input, as TextField does', () => {
    render(
      <OutlinedTextField
        label="Email address"
        helperText="We never share it"
        required
        error
        slotProps={{ htmlInput: { spellCheck: false } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: /email address/i });
    expect(description(input)).toBe('We never share it');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('spellcheck')).toBe('false');
    // The outline's notch carries the label's text, so the border opens around it.
    expect(input.parentElement?.querySelector('fieldset legend')?.textContent).toContain('Email address');
  });

  it('passes input slot props to the outlined input and draws a multiline field as a textarea', () => {
    render(
      <>
        <OutlinedTextField label="Amount" slotProps={{ input: { endAdornment: <InputAdornment position="end">EUR</InputAdornment> } }} />
        <OutlinedTextField label="Notes" multiline minRows={2} />
      </>,
    );
    expect(screen.getByText('EUR').closest('.MuiInputBase-root')).toBe(screen.getByRole('textbox', { name: 'Amount' }).parentElement);
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
  });
});

describe('FieldText', () => {
  function Example({ onSubmit }: { onSubmit: (values: { amount: number | null }) => void }) {
    const methods = useForm<{ amount: number | null }>({ defaultValues: { amount: null } });
    return (
      <Form methods={methods} onSubmit={methods.handleSubmit(onSubmit)} aria-label="Example">
        <FieldText name="amount" label="Amount" helperText="Whole euros" parse={(text) => (text === '' ? null : Number(text))} />
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('binds what is typed to the form field, parsed', async () => {
    const onSubmit = jest.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 42 }, expect.anything());
    expect(description(screen.getByRole('textbox', { name: 'Amount' }))).toBe('Whole euros');
  });
});
