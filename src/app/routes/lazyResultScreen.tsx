/**
 * The result page of the finder and of the environmental tool (src/features/rupteur-result), loaded
 * when a result opens, or when the user starts answering (usePrefetchOnFirstInput): the
 * questionnaire's first screen does not wait for its code (tables, dialogs, forms, HTML sanitiser).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoader } from '@/ui/loader/PageLoader';

export const loadResultScreen = () => import('@/features/rupteur-result');

const LazyResultScreen = lazy(() =>
  loadResultScreen().then((module) => ({ default: module.RupteurResultScreen })),
);

type ResultScreenProps = ComponentProps<typeof LazyResultScreen>;

export function RupteurResultScreen(props: ResultScreenProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyResultScreen {...props} />
    </Suspense>
  );
}
