import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pendingSavesOf, selectQueue } from '@/lib/offline';
import { PendingNotice } from '@/ui/offline/PendingNotice';
import { clusterActions, selectCarbonCluster } from '../clusterSlice';
import { ClusterResultsView } from './ClusterResultsView';

export interface ClusterResultsProps {
  /** 'Recommencer la configuration' and 'Démarrer un nouveau projet': the page goes back to a fresh step 1. */
  onRestart: () => void;
}

/**
 * The cluster results of step 3. The page loads the cluster first:
 * `dispatch(clusterActions.clusterRequested({ id, fromHistory }))`.
 */
export function ClusterResults({ onRestart }: ClusterResultsProps) {
  const state = useAppSelector(selectCarbonCluster);
  const dispatch = useAppDispatch();
  const pending = pendingSavesOf(useAppSelector(selectQueue), 'cluster', state.id);
  return (
    <>
      {state.id !== null &&
        pending.map((save) => <PendingNotice key={save.id} label={save.label} />)}
      <ClusterResultsView
        state={state}
        onRetry={() => {
          if (state.id !== null)
            dispatch(clusterActions.clusterRequested({ id: state.id, fromHistory: false }));
        }}
        onRestart={() => {
          dispatch(clusterActions.cleared());
          onRestart();
        }}
        onPdf={() => dispatch(clusterActions.pdfClicked())}
        onSave={() => dispatch(clusterActions.saveClicked())}
        onDelete={(simulationId) => dispatch(clusterActions.deleteClicked({ simulationId }))}
        onBuildingTypeChange={(type) => dispatch(clusterActions.gaugeBuildingTypeChosen(type))}
        onPeriodChange={(period) => dispatch(clusterActions.gaugePeriodChosen(period))}
      />
    </>
  );
}
