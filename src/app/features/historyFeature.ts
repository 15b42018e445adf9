import { historySlice } from '@/features/history/historySlice';
import { historySaga } from '@/features/history/historySagas';
import { personalSpaceSaga } from '@/features/history/personalSpaceSaga';
import { thermalHistorySaga } from '@/features/history/thermalHistorySagas';
import { defineFeature } from './featureModule';

/** The personal space's histories (floor, carbon, thermal). */
export const historyFeature = defineFeature(
  'history',
  { [historySlice.reducerPath]: historySlice.reducer },
  [historySaga, thermalHistorySaga, personalSpaceSaga],
);
