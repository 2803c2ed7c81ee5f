import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The server's refusal that names no field (showServerError puts it on the form's root). */
export function FormServerError<T extends FieldValues>({
  form,
}: {
  form: Pick<UseFormReturn<T>, 'formState'>;
}) {
  const message = form.formState.errors.root?.server?.message;
  return message ? (
    <p role="alert" className="w-full text-sm text-danger">
      {message}
    </p>
  ) : null;
}
