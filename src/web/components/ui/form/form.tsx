import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '../../../lib/cn.ts';

/**
 * The one resolver of the web's forms (docs/recipes.md, "A form"): the shared domain schema the server uses, so
 * the form and the API give the same messages on the same fields. Without `toPayload` the inputs are checked as
 * they are and the submit gets the schema's output; with it, what will be sent (`toPayload(values)`) is checked
 * and the submit gets the values as typed (the caller sends `toPayload(values)` itself).
 */
export function schemaResolver<TValues extends FieldValues, TSubmit = TValues>(
  schema: z.ZodType,
  toPayload?: (values: TValues) => unknown,
): Resolver<TValues, unknown, TSubmit> {
  const anySchema = schema as z.ZodType<FieldValues, FieldValues>;
  if (!toPayload) return zodResolver(anySchema) as unknown as Resolver<TValues, unknown, TSubmit>;
  const validate = zodResolver(anySchema, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await validate(toPayload(values) as FieldValues, context, options as never);
    if (Object.keys(result.errors).length)
      return { values: {}, errors: result.errors as FieldErrors<TValues> };
    return { values: values as unknown as TSubmit, errors: {} };
  };
}

export type FormApi<TValues extends FieldValues, TSubmit = TValues> = UseFormReturn<
  TValues,
  unknown,
  TSubmit
>;

export interface FormProps<TValues extends FieldValues, TSubmit = TValues> {
  /** The shared domain schema (see `schemaResolver`). */
  schema: z.ZodType;
  toPayload?: (values: TValues) => unknown;
  defaultValues: DefaultValues<TValues>;
  onSubmit: (values: TSubmit, form: FormApi<TValues, TSubmit>) => unknown;
  /** The fields, given the form (register, control, errors) through a render prop. */
  children: (form: FormApi<TValues, TSubmit>) => ReactNode;
  id?: string;
  className?: string;
}

/**
 * A react-hook-form form checked by a zod schema: the web's one form idiom (docs/recipes.md, "A form"). The
 * browser's own validation is off (`noValidate`): the schema's messages show under their fields.
 */
export function Form<TValues extends FieldValues, TSubmit = TValues>({
  schema,
  toPayload,
  defaultValues,
  onSubmit,
  children,
  id,
  className,
}: FormProps<TValues, TSubmit>) {
  const form = useForm<TValues, unknown, TSubmit>({
    resolver: schemaResolver<TValues, TSubmit>(schema, toPayload),
    defaultValues,
  });
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
        className={cn('space-y-4', className)}
      >
        {children(form)}
      </form>
    </FormProvider>
  );
}
