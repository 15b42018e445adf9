import { HStack, List, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { PasswordCriteria } from '@/api/types';
import { criteriaRequested, selectCriteria } from '../accountSlice';

export interface CriterionResult {
  id: string;
  message: string;
  valid: boolean;
}

/** Each criterion evaluated against its own regex (an invalid regex never passes). */
export function evaluateCriteria(criteria: PasswordCriteria, password: string): CriterionResult[] {
  return Object.entries(criteria).map(([id, { regex, message }]) => {
    let valid = false;
    try {
      valid = new RegExp(regex).test(password);
    } catch {
      valid = false;
    }
    return { id, message, valid };
  });
}

export interface PasswordCriteriaChecklistProps {
  password: string;
}

/**
 * The live checklist of the password criteria served by the server (spec 000 §5): each criterion
 * with a valid or invalid marker, updated as the user types.
 */
export function PasswordCriteriaChecklist({ password }: PasswordCriteriaChecklistProps) {
  const dispatch = useAppDispatch();
  const { status, items } = useAppSelector(selectCriteria);
  useEffect(() => {
    dispatch(criteriaRequested());
  }, [dispatch]);
  const results = useMemo(() => evaluateCriteria(items, password), [items, password]);

  if (status === 'loading' || status === 'idle') {
    return (
      <HStack gap="2" role="status">
        <Spinner size="xs" />
        <Text fontSize="sm">Chargement des critères du mot de passe…</Text>
      </HStack>
    );
  }
  if (status === 'failed') {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        Les critères du mot de passe n'ont pas pu être chargés.
      </Text>
    );
  }
  return (
    <List.Root
      variant="plain"
      gap="1"
      aria-label="Critères du mot de passe"
      fontSize="sm"
      data-testid="password-criteria"
    >
      {results.map((criterion) => (
        <List.Item
          key={criterion.id}
          data-valid={criterion.valid}
          color={criterion.valid ? 'fg.success' : 'fg.error'}
          alignItems="center"
        >
          <span aria-hidden="true" style={{ width: '1.5em', display: 'inline-block' }}>
            {criterion.valid ? '✓' : '✗'}
          </span>
          {criterion.message}
          <VisuallyHidden>{criterion.valid ? ' : respecté' : ' : non respecté'}</VisuallyHidden>
        </List.Item>
      ))}
    </List.Root>
  );
}
