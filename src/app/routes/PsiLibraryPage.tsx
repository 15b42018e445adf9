import { PageLayout } from '@/app/shell/PageLayout';
import { LIBRARY_TITLE } from '@/ui/libraryFrame/libraryFrame';
import { PsiLibrary } from '@/features/psi-library';
import { libraryFeature } from '@/features/psi-library/feature';

/** The store parts of this page, registered before it renders. */
export const features = [libraryFeature];

/** `/bibliotheque`: the filters at '#/', shared results at '#/results/{hash}' (spec 001 §2.3). */
export default function PsiLibraryPage() {
  return (
    <PageLayout title={LIBRARY_TITLE}>
      <PsiLibrary />
    </PageLayout>
  );
}
