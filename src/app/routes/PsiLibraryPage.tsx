import { PageLayout } from '@/app/shell/PageLayout';
import { LIBRARY_TITLE } from '@/features/psi-library/components/PsiLibraryView';
import { PsiLibrary } from '@/features/psi-library';

/** `/bibliotheque`: the filters at '#/', shared results at '#/results/{hash}' (spec 001 §2.3). */
export default function PsiLibraryPage() {
  return (
    <PageLayout title={LIBRARY_TITLE}>
      <PsiLibrary />
    </PageLayout>
  );
}
