import { useCallback, useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../../shared/contract/workshopApp';
import { validateFullname } from '../../../../shared/rules';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Button } from '../../../frame/ui/Button';
import { DEFAULT_DIAL, MobileField, SubmitButton, TextField, mobileNumberOf, ruleValidator } from '../../../frame/ui/form';
import '../../../frame/ui/form/form.css';
import { Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Popup } from '../../../frame/ui/Popup';
import { Spinner } from '../../../frame/ui/Spinner';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import watchStaff from './sagas';
import { selectAddSubmission, selectRemoving, selectStaffAccounts, selectStaffStatus, staffActions } from './slice';
import './staff.css';

interface AddValues {
  name: string;
  countryCode: string;
  mobile: string;
}

const NAME_MAX = 100;
const validateName = ruleValidator((value: string | undefined) => validateFullname(value, 'register'));

/** The owner's team: who may work the counter, adding a person (texted a code) and removing one. */
export default function StaffPage() {
  useFeatureSaga(watchStaff);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const accounts = useAppSelector(selectStaffAccounts);
  const status = useAppSelector(selectStaffStatus);
  const removing = useAppSelector(selectRemoving);
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);

  useEffect(() => {
    dispatch(staffActions.listRequested());
  }, [dispatch]);

  const start = useCallback((values: AddValues) => dispatch(staffActions.addRequested({ name: values.name.trim(), mobile_number: mobileNumberOf({ ...values }) })), [dispatch]);
  const onSubmit = useSagaSubmit(selectAddSubmission, start);

  return (
    <Page width="reading">
      <PageHeading title={t('staff.title')} subtitle={t('staff.intro')} />
      {status === 'failed' && <p className="counter-notice">{t('staff.failed')}</p>}
      {status === 'loading' && accounts.length === 0 && <Spinner />}
      <ul className="staff-list" aria-label={t('staff.title')}>
        {accounts.map((account) => (
          <li key={account.id} className="staff-list__item">
            <span className="staff-list__who">
              <strong>{account.name}</strong>
              <span>+{account.mobile_number}</span>
              <span className="staff-list__role">
                {account.role === 'owner' ? t('staff.owner') : t('staff.member')}
                {!account.password_set && ` · ${t('staff.passwordPending')}`}
              </span>
            </span>
            {account.role !== 'owner' && (
              <Button variant="secondary" size="sm" busy={removing === account.id} aria-label={t('staff.removeLabel', { name: account.name })} onClick={() => setConfirming(account)}>
                {t('staff.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-staff-heading">
        <SectionHeading id="add-staff-heading">{t('staff.add')}</SectionHeading>
        <Form<AddValues>
          onSubmit={onSubmit}
          initialValues={{ countryCode: DEFAULT_DIAL }}
          render={({ handleSubmit, form }) => (
            <form
              className="account-form"
              noValidate
              onSubmit={(event) => {
                // A person added: the form is ready for the next one.
                void handleSubmit(event)?.then((errors) => {
                  if (!errors) form.reset();
                });
              }}
            >
              <TextField name="name" label={t('staff.name')} validate={validateName} maxLength={NAME_MAX} autoComplete="off" />
              <MobileField label={t('staff.mobile')} context="register" />
              <SubmitButton>{t('staff.addSubmit')}</SubmitButton>
            </form>
          )}
        />
      </section>
      <Popup
        open={confirming !== null}
        icon="warning"
        message={confirming ? t('staff.confirmRemove', { name: confirming.name }) : ''}
        onClose={() => setConfirming(null)}
        actions={[
          {
            label: t('staff.confirmRemoveYes'),
            onClick: () => {
              if (confirming) dispatch(staffActions.removeRequested(confirming.id));
              setConfirming(null);
            },
          },
          { label: t('service.cancel'), variant: 'secondary', onClick: () => setConfirming(null) },
        ]}
      />
    </Page>
  );
}
