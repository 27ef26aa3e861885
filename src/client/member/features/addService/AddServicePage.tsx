import './texts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { focusNewPage, whenShown } from '../../../frame/ui/focusHeading';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { StepBar } from '../../../frame/ui/StepBar';
import '../../../frame/ui/form/form.css';
import type { AddServiceLocationState } from '../../../frame/locationState';
import { selectServiceById } from '../../../entities/services/slice';
import { receiptOfService, selectWizardCar } from './selectors';
import { addServiceActions, selectWizard } from './slice';
import { StepOil } from './StepOil';
import { StepReceipt } from './StepReceipt';
import { StepSummary } from './StepSummary';
import { StepVehicle } from './StepVehicle';
import './AddServicePage.css';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchAddService from './sagas';

/** /loyalty/add-service: the four-step wizard for the car passed in location state. */
export default function AddServicePage() {
  useFeatureSaga(watchAddService);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { car, service: serviceGuid } = (useLocation().state ?? {}) as Partial<AddServiceLocationState>;
  const wizardCar = useAppSelector((state) => selectWizardCar(state, car ?? ''));
  const resume = useAppSelector((state) => (serviceGuid ? selectServiceById(state, serviceGuid) : undefined));
  const wizard = useAppSelector(selectWizard);
  const [opened, setOpened] = useState(false);
  const workshopId = wizardCar?.vehicle.workshop_id ?? '';

  useEffect(() => {
    if (!car) return undefined;
    dispatch(addServiceActions.pageOpened({ vehicleGuid: car, workshopId, resume: resume ? receiptOfService(resume) : undefined }));
    setOpened(true);
    return () => {
      dispatch(addServiceActions.pageLeft());
    };
    // One wizard run per arrival: later changes to the stored vehicle must not restart it.
  }, [car, serviceGuid, dispatch]);

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
