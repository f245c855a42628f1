import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog.tsx';
import { Form, type FormApi, type FormProps } from './form.tsx';

export interface FormDialogProps<TValues extends FieldValues, TSubmit, TResult>
  extends Omit<FormProps<TValues, TSubmit>, 'onSubmit' | 'id' | 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's width (e.g. `sm:max-w-xl`). */
  contentClassName?: string;
  /** The form's own classes, e.g. a wider spacing (`space-y-6`) than `Form`'s `space-y-4`. */
  formClassName?: string;
  submitLabel: ReactNode;
  /** The submit button's text while the form is sent; the submit label if none. */
  pendingLabel?: ReactNode;
  /** A fresh form for another record: the record's id. */
  formKey?: string;
  /** Sends the values. Resolved, the dialog closes (unless `stayOpen`) and `onSuccess` hears the result. */
  onSubmit: (values: TSubmit, form: FormApi<TValues, TSubmit>) => Promise<TResult>;
  onSuccess?: (result: TResult) => void;
  /**
   * Rejected: shows the server's message and its field messages under their fields (usually `notifyError`).
   * Awaited when it returns a promise (e.g. reloading the latest version after a 409): the form stays busy till then.
   */
  onError: (error: unknown, form: FormApi<TValues, TSubmit>) => unknown;
  stayOpen?: boolean;
}

/**
 * A dialog holding one form (docs/recipes.md, "Web: a page, a feature file, a form, a lazy dialog"): title, description, the fields, Cancel and the submit
 * button, disabled while the form is sent. The form mounts only while the dialog is open, so each opening starts
 * from the defaults.
 */
export function FormDialog<TValues extends FieldValues, TSubmit = TValues, TResult = void>({
  open,
  onOpenChange,
  title,
  description,
  contentClassName,
  formClassName,
  submitLabel,
  pendingLabel,
  formKey,
  onSubmit,
  onSuccess,
  onError,
  stayOpen = false,
  children,
  ...form
}: FormDialogProps<TValues, TSubmit, TResult>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {open && (
          <Form<TValues, TSubmit>
            key={formKey}
            className={formClassName}
            {...form}
            onSubmit={async (values, api) => {
              let result: TResult;
              try {
                result = await onSubmit(values, api);
              } catch (error) {
                await onError(error, api);
                return;
              }
              if (!stayOpen) onOpenChange(false);
              onSuccess?.(result);
            }}
          >
            {(api) => (
              <>
                {children(api)}
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="outline">Cancel</Button>
                  </DialogClose>
                  <Button type="submit" disabled={api.formState.isSubmitting}>
                    {api.formState.isSubmitting && pendingLabel ? pendingLabel : submitLabel}
                  </Button>
                </DialogFooter>
              </>
            )}
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
