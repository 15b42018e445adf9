import { Button, Text } from '@chakra-ui/react';
import { CancelButton, FormDialog } from '@/ui/dialog/FormDialog';

export interface PdfDialogProps {
  open: boolean;
  loading: boolean;
  failed: boolean;
  /** Called from the click itself, so that the new window is not blocked. */
  onDownload: () => void;
  onClose: () => void;
}

/** 'Télécharger le pdf': the report opens in a new window. */
export function PdfDialog({ open, loading, failed, onDownload, onClose }: PdfDialogProps) {
  return (
    <FormDialog
      open={open}
      title="Télécharger le pdf"
      onClose={onClose}
      busy={loading}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={loading} />
          <Button onClick={onDownload} loading={loading} loadingText="Préparation du pdf">
            Télécharger
          </Button>
        </>
      }
    >
      <Text>Le rapport de votre simulation s'ouvrira dans une nouvelle fenêtre.</Text>
      {failed && (
        <Text role="alert" color="fg.error" mt="3">
          Une erreur est survenue
        </Text>
      )}
    </FormDialog>
  );
}
