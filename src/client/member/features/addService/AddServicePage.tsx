import './texts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { focusNewPage, whenShown } from '../../../frame/ui/focusHeading';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { StepBar } from '../../../frame/ui/StepBar';
import '../../../frame/ui/form/form.css';
import type { AddServiceLocationState } from '../../../frame/locationState';
import { selectServiceById } from '../../../entities/services/slice';
import { ServiceStatus } from '../../../../shared/contract/loyalty';
import { receiptOfService, selectWizardCar } from './selectors';
import { addServiceActions, selectWizard, type WizardStep } from './slice';
import { StepOil } from './StepOil';
import { StepReceipt } from './StepReceipt';
import { StepSummary } from './StepSummary';
import { StepVehicle } from './StepVehicle';
import './AddServicePage.css';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchAddService from './sagas';

/** The wizard's entries in the browser's history: the step it came from, so Go Back can return to it. */
interface WizardLocationState extends AddServiceLocationState {
  fromStep?: number;
}

function stepOf(value: string | null): WizardStep | null {
  const step = Number(value);
  return step === 1 || step === 2 || step === 3 || step === 4 ? step : null;
}

/** /loyalty/add-service: the four-step wizard for the car passed in location state; `?step=` names the step shown. */
export default function AddServicePage() {
  useFeatureSaga(watchAddService);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const locationState = (location.state ?? {}) as Partial<WizardLocationState>;
  const { car, service: serviceGuid } = locationState;
  const [search] = useSearchParams();
  const addressStep = stepOf(search.get('step'));
  const wizardCar = useAppSelector((state) => selectWizardCar(state, car ?? ''));
  const resume = useAppSelector((state) => (serviceGuid ? selectServiceById(state, serviceGuid) : undefined));
  const wizard = useAppSelector(selectWizard);
  const storedService = useAppSelector((state) => (wizard.receipt ? selectServiceById(state, wizard.receipt.guid) : undefined));
  const [opened, setOpened] = useState(false);
  const workshopId = wizardCar?.vehicle.workshop_id ?? '';

  useEffect(() => {
    if (!car) return undefined;
    // A stored run whose service still waits for the workshop (as far as the loaded list knows).
    const pendingReceipt = wizard.vehicleGuid === car && !!wizard.receipt && (!storedService || storedService.status === ServiceStatus.Pending);
    dispatch(
      addServiceActions.pageOpened({
        vehicleGuid: car,
        workshopId,
        resume: resume ? receiptOfService(resume) : undefined,
        returning: addressStep !== null,
        pendingReceipt,
      }),
    );
    setOpened(true);
    return () => {
      dispatch(addServiceActions.pageLeft());
    };
    // One wizard run per arrival: later changes to the stored vehicle must not restart it.
  }, [car, serviceGuid, dispatch]);

  // The step is in the address, so the browser's Back and Forward move between steps as Go Back does.
  const synced = useRef<{ address: number; wizard: number } | null>(null);
  useEffect(() => {
    // Without its car the page is leaving for the dashboard: the address is not the wizard's to set.
    if (!opened || !wizardCar || wizard.vehicleGuid !== car) return;
    const shown = addressStep ?? 1;
    const last = synced.current;
    synced.current = { address: shown, wizard: wizard.step };
    if (shown === wizard.step && addressStep !== null) return;
    const toStep = (step: WizardStep, state: WizardLocationState, replace: boolean) => navigate({ pathname: location.pathname, search: `?step=${step}` }, { state, replace });
    const base: WizardLocationState = car && serviceGuid ? { car, service: serviceGuid } : { car: car ?? '' };
    const addressMoved = last !== null && last.address !== shown;
    if (addressMoved) {
      // Back or Forward. Back out of a submitted run leaves the wizard, as its own Go Back does.
      if (wizard.step === 4) navigate(paths.loyalty, { replace: true });
      else if (shown <= wizard.furthest) dispatch(addServiceActions.stepShown(shown));
      else toStep(wizard.step, base, true);
      return;
    }
    if (last === null) {
      // Opening: the address names a step the run can show, or takes the run's own.
      if (shown !== wizard.step && wizard.step !== 4 && shown <= wizard.furthest) dispatch(addServiceActions.stepShown(shown));
      else toStep(wizard.step, base, true);
      return;
    }
    if (wizard.step > shown) toStep(wizard.step, { ...base, fromStep: shown }, false);
    // Go Back returns through the browser's history when the step before is the entry before.
    else if (locationState.fromStep === wizard.step) navigate(-1);
    else toStep(wizard.step, base, true);
  }, [opened, car, serviceGuid, addressStep, wizard.step, wizard.furthest, wizard.vehicleGuid, !wizardCar]);

  const cardRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (!opened) return undefined;
    const previous = shownStep.current;
    shownStep.current = wizard.step;
    if (previous === null || previous === wizard.step || !cardRef.current) return undefined;
    // A new step starts at the top, whatever the last one was scrolled to, with its heading read out.
    window.scrollTo(0, 0);
    return whenShown(cardRef.current, 'h2', focusNewPage);
  }, [opened, wizard.step]);

  if (!car || !wizardCar) return <Navigate to={paths.loyalty} replace />;
  if (!opened || wizard.vehicleGuid !== car) return null;

  const labels = [t('addService.steps.vehicle'), t('addService.steps.oil'), t('addService.steps.receipt'), t('addService.steps.qr')];
  return (
    <Page width="reading" className="add-service">
      <PageHeading title={t('addService.title')} subtitle={`${wizardCar.vehicle.plate_number} · ${wizardCar.vehicle.model_brand} ${wizardCar.vehicle.model_name}`} />
      <StepBar current={wizard.step} labels={labels} label={t('addService.steps.label')} />
      <p className="visually-hidden" aria-live="polite">
        {t('addService.steps.current', { step: wizard.step })}
      </p>
      <div className="card add-service__card" ref={cardRef}>
        {wizard.step === 1 && <StepVehicle car={wizardCar} />}
        {wizard.step === 2 && <StepOil vehicleGuid={car} />}
        {wizard.step === 3 && <StepReceipt />}
        {wizard.step === 4 && <StepSummary car={wizardCar} />}
      </div>
    </Page>
  );
}
