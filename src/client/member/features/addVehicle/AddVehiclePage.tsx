import './texts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AddVehicleRequest } from '../../../../shared/contract/loyalty';
import { OTHERS, brandOptions, modelsOf } from '../../../../shared/catalogue/vehicles';
import { normalisePlate, typesModel, vehicleFields, vehicleRequestFrom, vehicleYearOptions, type VehicleFormValues } from '../../../../shared/rules';
import { CARELINE } from '../../../../shared/contract/loyalty';
import { hasRoomForVehicle } from '../../../../shared/loyalty/vehicles';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { loyaltyActions, selectLoyaltyStatus } from '../../../entities/loyalty/slice';
import { selectVehicleCount } from '../../../entities/vehicles/slice';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { AlertCircleIcon, CarIcon } from '../../../frame/ui/icons';
import { Select, SubmitButton, TextField, fieldsOf } from '../../../frame/ui/form';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import '../../../frame/ui/form/form.css';
import { addVehicleActions, selectAddVehicleSubmission } from './slice';
import './AddVehiclePage.css';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchAddVehicle from './sagas';

export type AddVehicleValues = VehicleFormValues;

const fields = fieldsOf(vehicleFields);

/** The body of POST /api/vehicle, with mileage 0 as the original app sends it. */
export function addVehicleRequest(values: Partial<AddVehicleValues>): AddVehicleRequest {
  return { ...vehicleRequestFrom(values), mileage: 0 };
}

/** A new brand makes the chosen model and typed texts meaningless. */
function ModelFollowsBrand() {
  const form = useForm();
  const brand = useField<string>('brand', { subscription: { value: true } }).input.value;
  const previous = useRef(brand);
  useEffect(() => {
    if (previous.current === brand) return;
    previous.current = brand;
    form.batch(() => {
      form.change('model', undefined);
      form.change('model_other', undefined);
      form.change('brand_other', undefined);
    });
  }, [brand, form]);
  return null;
}

/** Known only once the member's cars have loaded: until then the form shows and the server decides. */
const selectAtVehicleLimit = (state: RootState) =>
  selectLoyaltyStatus(state) === 'succeeded' && !hasRoomForVehicle(selectVehicleCount(state), state.loyalty.maxVehicles);

/** Said before the form, instead of it, so nobody fills in a car the server will refuse. */
function VehicleLimitReached() {
  const { t } = useTranslation();
  const max = useAppSelector((state: RootState) => state.loyalty.maxVehicles);
  return (
    <div className="card add-vehicle__limit" role="status">
      <p className="add-vehicle__limit-text">
        <AlertCircleIcon />
        <span>{t('addVehicle.limitReached', { max, careline: CARELINE })}</span>
      </p>
      <ButtonLink to={paths.contactSupport} block>
        {t('addVehicle.contactCareline')}
      </ButtonLink>
      <ButtonLink to={paths.loyalty} variant="secondary" block>
        {t('addVehicle.back')}
      </ButtonLink>
    </div>
  );
}

const toOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

export default function AddVehiclePage() {
  useFeatureSaga(watchAddVehicle);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const brands = useMemo(() => toOptions(brandOptions).map((o) => (o.value === OTHERS ? { ...o, label: t('addVehicle.others') } : o)), [t]);
  const years = useMemo(() => toOptions(vehicleYearOptions(new Date()).map(String)), []);

  const start = useCallback((values: AddVehicleValues) => dispatch(addVehicleActions.submitRequested(addVehicleRequest(values))), [dispatch]);
  const onSubmit = useSagaSubmit(selectAddVehicleSubmission, start);
  const atLimit = useAppSelector(selectAtVehicleLimit);

  useEffect(() => {
    dispatch(loyaltyActions.fetchRequested());
  }, [dispatch]);

  return (
    <Page width="reading" className="add-vehicle">
      <PageHeading title={t('addVehicle.title')} subtitle={t('addVehicle.intro')} />
      {atLimit ? (
        <VehicleLimitReached />
      ) : (
        <div className="card add-vehicle__card">
          <span className="add-vehicle__badge" aria-hidden="true">
            <CarIcon />
          </span>
          <Form<AddVehicleValues>
            onSubmit={onSubmit}
            render={({ handleSubmit, values }) => {
              const models = values.brand && values.brand !== OTHERS ? modelsOf(values.brand) : [];
              return (
                <form className="account-form" noValidate onSubmit={handleSubmit}>
                  <ModelFollowsBrand />
                  <Select name="brand" label={t('addVehicle.brand')} placeholder={t('addVehicle.brandPlaceholder')} options={brands} {...fields.brand} />
                  {values.brand === OTHERS && (
                    <TextField name="brand_other" label={t('addVehicle.brandOther')} {...fields.brand_other} />
                  )}
                  {values.brand !== OTHERS && (
                    <Select
                      name="model"
                      label={t('addVehicle.model')}
                      placeholder={values.brand ? t('addVehicle.modelPlaceholder') : t('addVehicle.modelPickBrand')}
                      options={toOptions(models).map((o) => (o.value === OTHERS ? { ...o, label: t('addVehicle.others') } : o))}
                      {...fields.model}
                      disabled={!values.brand}
                    />
                  )}
                  {typesModel(values) && (
                    <TextField name="model_other" label={t('addVehicle.modelOther')} {...fields.model_other} />
                  )}
                  <TextField
                    name="plate_number"
                    label={t('addVehicle.plate')}
                    placeholder={t('addVehicle.platePlaceholder')}
                    autoComplete="off"
                    parse={normalisePlate}
                    {...fields.plate_number}
                    hint={t('addVehicle.plateHint')}
                  />
                  <Select
                    name="year_manufactured"
                    label={t('addVehicle.year')}
                    placeholder={t('addVehicle.yearPlaceholder')}
                    options={years}
                    {...fields.year_manufactured}
                  />
                  <SubmitButton>{t('addVehicle.submit')}</SubmitButton>
                  <ButtonLink to={paths.loyalty} variant="secondary" block>
                    {t('addVehicle.back')}
                  </ButtonLink>
                </form>
              );
            }}
          />
        </div>
      )}
    </Page>
  );
}
