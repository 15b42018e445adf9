import { Text } from '@chakra-ui/react';
import { TextField } from '@/ui/form';
import { FormikDialog } from '@/ui/dialog/FormikDialog';
import { saveSchema } from './saveSchema';

export interface SaveDialogProps {
  open: boolean;
  submitting: boolean;
  /** The name already given, if any. */
  initialName?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** 'Sauvegarder ce résultat': the simulation's name (3 to 50 characters). */
export function SaveDialog({
  open,
  submitting,
  initialName = '',
  onSubmit,
  onClose,
}: SaveDialogProps) {
  return (
    <FormikDialog
      open={open}
      title="Sauvegarder ce résultat"
      onClose={onClose}
      submitting={submitting}
      submitLabel="Sauvegarder"
      submittingLabel="Sauvegarde"
      initialValues={{ name: initialName }}
      validationSchema={saveSchema}
      onSubmit={(values) => onSubmit(values.name.trim())}
    >
      <Text>Donnez un nom à cette simulation pour la retrouver dans votre espace personnel.</Text>
      <TextField name="name" label="Nom de la simulation" required autoComplete="off" />
    </FormikDialog>
  );
}
