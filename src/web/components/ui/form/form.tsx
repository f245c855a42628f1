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

export interface ResolveOptions<TValues> {
  /** What will be sent, made from the values as typed: the schema checks it instead of the values. */
  toPayload?: (values: TValues) => unknown;
  /**
   * What the submit gets: the schema's output ('parsed', the default without `toPayload`) or the values as typed
   * ('typed', the default with it: the caller sends `toPayload(values)` itself).
   */
  submits?: 'parsed' | 'typed';
}

/**
 * The one resolver of the web's forms (docs/recipes.md, "Web: a page, a feature file, a form, a lazy dialog"):
 * the shared domain schema the server uses, so the form and the API give the same messages on the same fields.
 */
export function schemaResolver<TValues extends FieldValues, TSubmit = TValues>(
  schema: z.ZodType,
  { toPayload, submits = toPayload ? 'typed' : 'parsed' }: ResolveOptions<TValues> = {},
): Resolver<TValues, unknown, TSubmit> {
  const anySchema = schema as z.ZodType<FieldValues, FieldValues>;
  const validate =
    submits === 'typed' ? zodResolver(anySchema, undefined, { raw: true }) : zodResolver(anySchema);
  return async (values, context, options) => {
    const result = await validate(
      (toPayload ? toPayload(values) : values) as FieldValues,
      context,
      options as never,
    );
    if (Object.keys(result.errors).length)
      return { values: {}, errors: result.errors as FieldErrors<TValues> };
    return { values: (submits === 'typed' ? values : result.values) as TSubmit, errors: {} };
  };
}

export type FormApi<TValues extends FieldValues, TSubmit = TValues> = UseFormReturn<
  TValues,
  unknown,
  TSubmit
>;

export interface FormProps<TValues extends FieldValues, TSubmit = TValues> extends ResolveOptions<TValues> {
  /** The shared domain schema (see `schemaResolver`). */
  schema: z.ZodType;
  defaultValues: DefaultValues<TValues>;
  onSubmit: (values: TSubmit, form: FormApi<TValues, TSubmit>) => unknown;
  /** A submit the schema refused, with its messages (e.g. to show the tab that holds the first one). */
  onInvalid?: (errors: FieldErrors<TValues>, form: FormApi<TValues, TSubmit>) => void;
  /** The fields, given the form (register, control, errors) through a render prop. */
  children: (form: FormApi<TValues, TSubmit>) => ReactNode;
  id?: string;
  className?: string;
}

/**
 * A react-hook-form form checked by a zod schema: the web's one form idiom (docs/recipes.md, "Web: a page, a feature file, a form, a lazy dialog"). The
 * browser's own validation is off (`noValidate`): the schema's messages show under their fields.
 */
export function Form<TValues extends FieldValues, TSubmit = TValues>({
  schema,
  toPayload,
  submits,
  defaultValues,
  onSubmit,
  onInvalid,
  children,
  id,
  className,
}: FormProps<TValues, TSubmit>) {
  const form = useForm<TValues, unknown, TSubmit>({
    resolver: schemaResolver<TValues, TSubmit>(schema, { toPayload, submits }),
    defaultValues,
  });
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => onSubmit(values, form),
          onInvalid && ((errors) => onInvalid(errors, form)),
        )}
        className={cn('space-y-4', className)}
      >
        {children(form)}
      </form>
    </FormProvider>
  );
}
