import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, useField } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { digitsOnly, MILEAGE_MAX_DIGITS, serviceFields, validateWorkshopId } from '../../../../shared/rules';
import { startsNewCycle } from '../../../../shared/loyalty/wizardWarnings';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../../frame/ui/Button';
import { Popup } from '../../../frame/ui/Popup';
import { SubmitButton, TextField, fieldsOf } from '../../../frame/ui/form';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { useMessageText } from '../../../frame/ui/form/messages';
import type { WizardCar } from './selectors';
import {
  addServiceActions,
  selectCeasedWorkshop,
  selectStep1Validation,
  selectWizardDetails,
  selectWorkshopCheck,
  type Step1Values,
} from './slice';

/** Step 1's fields have names of their own on screen; their rules are the request's. */
const fields = fieldsOf(serviceFields);

const parseMileage = (value: string) => digitsOnly(value).slice(0, MILEAGE_MAX_DIGITS);

/** The blur check's answer under the field, while the member has not typed another ID. */
function WorkshopCheckMessage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { input, meta } = useField<string>('workshopId', { subscription: { value: true, error: true, submitError: true } });
  const check = useAppSelector(selectWorkshopCheck);
  if (check.workshopId !== input.value || meta.error || meta.submitError) return null;
  if (check.status === 'checking') return <p className="form-field__hint">{t('addService.vehicle.checking')}</p>;
  if (check.status === 'invalid') {
    return (
      <p className="form-field__error" role="alert">
        {text({ key: 'rules.workshopIdInvalid' })}
      </p>
    );
  }
  return null;
}

function CeasedWorkshopPopup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCeasedWorkshop);
  const start = useCallback((values: { newWorkshopId: string }) => dispatch(addServiceActions.newWorkshopSubmitted({ newWorkshopId: values.newWorkshopId.trim() })), [dispatch]);
  const onSubmit = useSagaSubmit(selectStep1Validation, start);
  return (
    <Popup
      open={open}
      icon="warning"
      onClose={() => dispatch(addServiceActions.ceasedWorkshopDismissed())}
      actions={[]}
      message={
        <Form<{ newWorkshopId: string }>
          onSubmit={onSubmit}
          render={({ handleSubmit }) => (
            <form className="account-form add-service__ceased" noValidate onSubmit={handleSubmit}>
              <p>{t('addService.ceased.message')}</p>
              <TextField name="newWorkshopId" label={t('addService.ceased.newWorkshopId')} autoComplete="off" {...fields.workshop_id} />
              <SubmitButton>{t('addService.ceased.submit')}</SubmitButton>
              <Button variant="secondary" block onClick={() => dispatch(addServiceActions.ceasedWorkshopDismissed())}>
                {t('addService.goBack')}
              </Button>
            </form>
          )}
        />
      }
    />
  );
}

/** Step 1: the vehicle, the workshop ID (checked on blur and on Next) and the current mileage. */
export function StepVehicle({ car }: { car: WizardCar }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectWizardDetails);
  const [warnFor, setWarnFor] = useState<Step1Values | null>(null);
  const confirmed = useRef<string | null>(null);
  const formRef = useRef<FormApi<Step1Values> | null>(null);

  const check = useAppSelector(selectWorkshopCheck);
  const start = useCallback((values: Step1Values) => dispatch(addServiceActions.step1Submitted(values)), [dispatch]);
  const sagaSubmit = useSagaSubmit(selectStep1Validation, start);
  // An ID the check found to be no workshop gets its error under the field, never the new-cycle question.
  const knownInvalid = useCallback(
    (workshopId: string) => check.status === 'invalid' && check.workshopId.trim().toUpperCase() === workshopId.toUpperCase(),
    [check],
  );
  const onSubmit = useCallback(
    (values: Step1Values) => {
      const workshopId = values.workshopId.trim();
      // Spec section 4: another workshop mid-cycle starts a new cycle; the member confirms first.
      if (startsNewCycle(car.withServices, workshopId) && confirmed.current !== workshopId.toUpperCase() && !knownInvalid(workshopId)) {
        setWarnFor(values);
        return undefined;
      }
      return sagaSubmit({ workshopId, mileage: values.mileage });
    },
    [car.withServices, knownInvalid, sagaSubmit],
  );
  // Next pressed while the check was on its way: once it finds no such workshop, the question goes
  // and step 1 is sent, which puts the error under the field.
  const askedFor = warnFor?.workshopId.trim() ?? '';
  useEffect(() => {
    if (!askedFor || !knownInvalid(askedFor)) return;
    setWarnFor(null);
    void formRef.current?.submit();
  }, [askedFor, knownInvalid]);

  const vehicleName = `${car.vehicle.model_brand} ${car.vehicle.model_name} (${car.vehicle.plate_number})`;
  return (
    <>
      <h2 className="add-service__heading">{t('addService.vehicle.heading')}</h2>
      <Form<Step1Values>
        onSubmit={onSubmit}
        initialValues={{ workshopId: details.workshopId, mileage: details.mileage }}
        render={({ handleSubmit, form }) => {
          formRef.current = form;
          return (
            <form className="account-form" noValidate onSubmit={handleSubmit}>
              <div className="form-field">
                <label htmlFor="wizard-vehicle" className="form-field__label">
                  {t('addService.vehicle.name')}
                </label>
                <input id="wizard-vehicle" className="form-field__input" value={vehicleName} readOnly />
              </div>
              <div>
                <WorkshopIdField />
                <WorkshopCheckMessage />
              </div>
              <TextField
                name="mileage"
                label={t('addService.vehicle.mileage')}
                inputMode="numeric"
                autoComplete="off"
                parse={parseMileage}
                {...fields.current_mileage}
              />
              <SubmitButton>{t('addService.next')}</SubmitButton>
            </form>
          );
        }}
      />
      <Popup
        open={warnFor !== null}
        icon="warning"
        message={t('addService.vehicle.newCycle')}
        onClose={() => setWarnFor(null)}
        actions={[
          { label: t('addService.goBack'), variant: 'secondary', onClick: () => setWarnFor(null) },
          {
            label: t('addService.next'),
            variant: 'primary',
            onClick: () => {
              confirmed.current = warnFor?.workshopId.trim().toUpperCase() ?? null;
              setWarnFor(null);
              void formRef.current?.submit();
            },
          },
        ]}
      />
      <CeasedWorkshopPopup />
    </>
  );
}

function WorkshopIdField() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { input } = useField<string>('workshopId', { subscription: { value: true } });
  return (
    <div
      onBlur={() => {
        const value = input.value?.trim() ?? '';
        if (!validateWorkshopId(value)) dispatch(addServiceActions.workshopCheckRequested({ workshopId: input.value }));
      }}
    >
      <TextField
        name="workshopId"
        label={t('addService.vehicle.workshopId')}
        autoComplete="off"
        {...fields.workshop_id}
        hint={t('addService.vehicle.workshopHint')}
      />
    </div>
  );
}
