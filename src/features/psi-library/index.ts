/** The PSI library of the general site (spec 001 §2.3): filters, results, report, CSV export. */
export { PsiLibrary } from './components/PsiLibrary';
export { librarySlice } from './librarySlice';
export { librarySaga } from './librarySagas';
