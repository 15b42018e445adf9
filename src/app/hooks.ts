/**
 * The typed hooks of the store, the one way a feature reaches src/app. They import the state's and
 * the dispatch's types only, from modules that do not lead back to a feature's screens: the store
 * module (src/app/store.ts) imports the features, which import these hooks, and a cycle of types is
 * still a cycle (scripts/importCycles.test.ts).
 */
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './storeTypes';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
