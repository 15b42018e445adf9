import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import { CancelButton, FormDialog, type FormDialogProps } from './FormDialog';

export interface FormikDialogProps<Values extends FormikValues>
  extends
    Pick<FormikConfig<Values>, 'initialValues' | 'validationSchema' | 'onSubmit'>,
    Pick<FormDialogProps, 'open' | 'title' | 'onClose' | 'size'> {
  /** The form is being sent: the submit button spins, closing and cancelling are refused. */
  submitting: boolean;
  submitLabel: string;
  /** The submit button's text while the form is being sent. */
  submittingLabel: string;
  /** The fields (and what goes with them), stacked. */
  children: ReactNode;
  /**
   * What the dialog shows once the form is sent (a thank-you view), in place of the form: the same
   * dialog stays open, its title, body and buttons change.
   */
  done?: { title: string; body: ReactNode; footer: ReactNode };
}

/**
 * A dialog holding one Formik form: the fields in its body, 'Annuler' and the submit button in its
 * footer. The form lives inside the dialog's content. Once sent, the same dialog may show what
 * follows (`done`): it stays open, with no closing and opening in between.
 */
export function FormikDialog<Values extends FormikValues>({
  submitting,
  submitLabel,
  submittingLabel,
  initialValues,
  validationSchema,
  onSubmit,
  children,
  done,
  ...dialog
}: FormikDialogProps<Values>) {
  const formId = useId();
  if (done)
    return (
      <FormDialog {...dialog} title={done.title} footer={done.footer}>
        {done.body}
      </FormDialog>
    );
  return (
    <FormDialog
      {...dialog}
      busy={submitting}
      footer={
        <>
          <CancelButton onClick={dialog.onClose} disabled={submitting} />
          <Button type="submit" form={formId} loading={submitting} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
        <Form id={formId} noValidate>
          <Stack gap="4">{children}</Stack>
        </Form>
      </Formik>
    </FormDialog>
  );
}
