import { useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

// ----------------------------------------------------------------------

export interface FormProps<TFieldValues extends FieldValues, TContext, TTransformedValues> {
  methods: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** The `handleSubmit(...)` result of the same form. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Names the form for assistive technology (`role="form"` needs a name). */
  'aria-label'?: string;
  /** Called when focus enters the form (a field or a button inside it). */
  onFocus?: () => void;
  children: ReactNode;
}

/**
 * A react-hook-form form: the fields below it reach the form through context,
 * the browser's own validation is off (the schema's messages show instead),
 * and a submission that is still running swallows a second one, so a double
 * click or a repeated Enter sends one request.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  methods,
  onSubmit,
  children,
  ...other
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  const running = useRef(false);

  const handleSubmit = async (event: BaseSyntheticEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await onSubmit(event);
    } finally {
      running.current = false;
    }
  };

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={handleSubmit} {...other}>
        {children}
      </form>
    </FormProvider>
  );
}
