import { Button, type ButtonProps } from '@chakra-ui/react';

/** Its text (and the start of its accessible names). */
export const DELETE_LABEL = 'Supprimer';

export interface DeleteButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** What it deletes, for screen readers: 'Supprimer {name}'. */
  label: string;
}

/**
 * 'Supprimer' of a card (a history's items, a cluster's simulations): the red outlined button,
 * 'Suppression…' while the deletion is under way (`loading`).
 */
export function DeleteButton({ label, ...props }: DeleteButtonProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      loadingText="Suppression…"
      aria-label={label}
      {...props}
    >
      {DELETE_LABEL}
    </Button>
  );
}
