import { Suspense } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';
import { useAppSelector } from '../hooks';
import { selectStepUp } from './slice';

// The dialog and its form load when a call first asks for a step-up, not with the console's first page.
const StepUpDialog = lazyChunk(() => import(/* webpackChunkName: "careline-step-up" */ './StepUpDialog'));

/** Where the step-up dialog opens, over whichever page made the call. */
export function StepUpGate() {
  const { open } = useAppSelector(selectStepUp);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}
