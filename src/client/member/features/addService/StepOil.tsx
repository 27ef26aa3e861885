import { useCallback, useMemo, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { oilsInTab, type OfferTab, type Oil } from '../../../../shared/catalogue/oils';
import type { CycleState } from '../../../../shared/loyalty/types';
import { serviceFields } from '../../../../shared/rules';
import { initialOfferTab, quantityOptions, selectableOilCodes, warnsLowestVariant } from '../../../../shared/loyalty/wizardWarnings';
import { isFreeBottleOwed } from '../../../../shared/loyalty/cycle';
import { MAX_BOTTLES_PER_DAY } from '../../../../shared/loyalty/constants';
import { bottlesLeftOnDay } from '../../../../shared/loyalty/submission';
import { now } from '../../../frame/clock';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../../frame/ui/Button';
import { AlertCircleIcon, GiftIcon } from '../../../frame/ui/icons';
import { FieldError, fieldsOf, visibleError } from '../../../frame/ui/form';
import { oilImageUrl } from '../../../frame/ui/oilImage';
import { selectWizardCar, selectWizardCycle } from './selectors';
import { addServiceActions, selectWizardDetails } from './slice';
import { OilName } from '../../../frame/ui/OilName';

/** Step 2's oil and quantity, judged by the request's rules; the cycle narrows them further. */
const oilRules = fieldsOf(serviceFields);

interface OilValues {
  oilCode: string;
  quantity: string;
}

const tabs: readonly OfferTab[] = [3, 4];

function OilOption({ oil, selectable, cycle }: { oil: Oil; selectable: boolean; cycle: CycleState | null }) {
  const { t } = useTranslation();
  const { input } = useField<string>('oilCode', { type: 'radio', value: oil.code });
  const id = `oil-${oil.code}`;
  // Said right under the oil just chosen: below the whole list a phone would not show it.
  const warns = !!input.checked && warnsLowestVariant(cycle, oil.code);
  return (
    <li>
      <input {...input} id={id} type="radio" className="oil-option__input" disabled={!selectable} aria-describedby={warns ? `${id}-warning` : undefined} />
      <label htmlFor={id} className="oil-option">
        <img src={oilImageUrl(oil.code)} alt="" className="oil-option__image" width="48" height="64" />
        <span className="oil-option__text">
          <span className="oil-option__name">
            <OilName name={oil.name} />
          </span>
          <span className="oil-option__pack">{selectable ? t('addService.oil.pack', { litres: oil.packLitres }) : t('addService.oil.notAvailable')}</span>
        </span>
      </label>
      <div role="status">
        {warns && (
          <p id={`${id}-warning`} className="add-service__notice add-service__notice--warning oil-option__warning">
            <AlertCircleIcon />
            <span>{t('addService.oil.lowestWarning')}</span>
          </p>
        )}
      </div>
    </li>
  );
}

/** Step 2: the offer tabs with their oils, the quantity, and the cycle's warnings. */
export function StepOil({ vehicleGuid }: { vehicleGuid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectWizardDetails);
  const cycle = useAppSelector((state) => selectWizardCycle(state, vehicleGuid));
  const [tab, setTab] = useState<OfferTab>(() => initialOfferTab(cycle));
  const selectable = useMemo(() => new Set(selectableOilCodes(cycle)), [cycle]);
  const carServices = useAppSelector((state) => selectWizardCar(state, vehicleGuid)?.withServices.services);
  const leftToday = useMemo(() => bottlesLeftOnDay(carServices ?? [], new Date(now())), [carServices]);
  const quantities = useMemo(() => quantityOptions(cycle, leftToday), [cycle, leftToday]);
  const freeOwed = !!cycle && isFreeBottleOwed(cycle.size, cycle.services);

  const validateOil = useMemo(() => {
    const rule = oilRules.oil.validate!;
    return (value: string | undefined, all: object) => rule(value, all) ?? (value && !selectable.has(value) ? { key: 'rules.productRequired' } : undefined);
  }, [selectable]);
  const validateQty = useMemo(() => {
    const rule = oilRules.total_bottle.validate!;
    return (value: string | undefined, all: object) =>
      rule(value, all) ?? (!quantities.includes(Number(value) as 1 | 2) ? { key: 'rules.quantityRequired' } : undefined);
  }, [quantities]);

  const onSubmit = useCallback(
    (values: OilValues) => {
      dispatch(addServiceActions.step2Submitted({ oilCode: values.oilCode, quantity: Number(values.quantity) as 1 | 2 }));
    },
    [dispatch],
  );

  const initialValues = useMemo(
    // When 1 bottle is all the cycle or the day allows, it is chosen already: there is nothing to choose.
    () => ({
      oilCode: details.oilCode,
      quantity: details.quantity && quantities.includes(details.quantity) ? String(details.quantity) : quantities.length === 1 ? String(quantities[0]) : '',
    }),
    // Only on entry: the member's own choices rule afterwards.
    [],
  );

  return (
    <>
      <h2 className="add-service__heading">{t('addService.oil.heading')}</h2>
      <Form<OilValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            {freeOwed && (
              <p className="add-service__notice add-service__notice--free">
                <GiftIcon />
                <span>{t('addService.oil.freeOwed')}</span>
              </p>
            )}
            <div className="offer-tabs" role="tablist" aria-label={t('addService.oil.tabs')}>
              {tabs.map((value) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  id={`offer-tab-${value}`}
                  aria-controls="offer-panel"
                  aria-selected={tab === value}
                  className="offer-tabs__tab"
                  onClick={() => setTab(value)}
                >
                  {t(value === 3 ? 'addService.oil.tab3' : 'addService.oil.tab4')}
                </button>
              ))}
            </div>
            <OilList tab={tab} selectable={selectable} validate={validateOil} cycle={cycle} />
            <QuantityField options={quantities} validate={validateQty} leftToday={leftToday} />
            <div className="add-service__actions">
              <Button variant="secondary" onClick={() => dispatch(addServiceActions.backRequested())}>
                {t('addService.goBack')}
              </Button>
              <Button type="submit" variant="primary">
                {t('addService.next')}
              </Button>
            </div>
          </form>
        )}
      />
    </>
  );
}

type Validate = (value: string | undefined, all: object) => { key: string } | undefined;

function OilList({ tab, selectable, validate, cycle }: { tab: OfferTab; selectable: Set<string>; validate: Validate; cycle: CycleState | null }) {
  const { t } = useTranslation();
  const { meta } = useField<string>('oilCode', { validate, subscription: { error: true, touched: true, modified: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true } });
  const error = visibleError(meta);
  return (
    <div id="offer-panel" role="tabpanel" aria-labelledby={`offer-tab-${tab}`}>
      <fieldset className="form-field form-field--group">
        <legend className="visually-hidden">{t('addService.oil.variants')}</legend>
        <ul className="oil-options" role="list">
          {oilsInTab(tab).map((oil) => (
            <OilOption key={oil.code} oil={oil} selectable={selectable.has(oil.code)} cycle={cycle} />
          ))}
        </ul>
        <FieldError name="oilCode" error={error} />
      </fieldset>
    </div>
  );
}

function QuantityOption({ count }: { count: 1 | 2 }) {
  const { t } = useTranslation();
  const { input } = useField<string>('quantity', { type: 'radio', value: String(count) });
  const id = `quantity-${count}`;
  return (
    <div className="quantity-option">
      <input {...input} id={id} type="radio" className="quantity-option__input" />
      <label htmlFor={id} className="quantity-option__label">
        {t('addService.oil.bottles', { count })}
      </label>
    </div>
  );
}

function QuantityField({ options, validate, leftToday }: { options: readonly (1 | 2)[]; validate: Validate; leftToday: number }) {
  const { t } = useTranslation();
  const { meta } = useField<string>('quantity', { validate, subscription: { error: true, touched: true, modified: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true } });
  const error = visibleError(meta);
  return (
    <fieldset className="form-field form-field--group" role="radiogroup">
      <legend className="form-field__label">{t('addService.oil.quantity')}</legend>
      <div className="quantity-options">
        {options.map((count) => (
          <QuantityOption key={count} count={count} />
        ))}
      </div>
      {leftToday < MAX_BOTTLES_PER_DAY && <p className="form-field__hint">{t('addService.oil.dailyLimit', { max: MAX_BOTTLES_PER_DAY, count: leftToday })}</p>}
      <FieldError name="quantity" error={error} />
    </fieldset>
  );
}
