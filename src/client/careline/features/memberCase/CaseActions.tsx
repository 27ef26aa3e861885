import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Card, SectionHeading } from '../../../frame/ui/PageLayout';
import { SubmitButton, TextField, ruleValidator } from '../../../frame/ui/form';
import { normalisePlate, validateFullMobile, validatePlate, validateTac } from '../../../../shared/rules';
import { useAppDispatch } from '../../app/hooks';
import { useConfirmation } from '../../app/confirmation';
import { memberCaseActions, selectCase, type CaseAction } from './slice';
import '../../../frame/ui/form/form.css';

function Outcome({ kind }: { kind: Exclude<CaseAction, 'export' | 'removal'> }) {
  const { t } = useTranslation('careline');
  const { action } = useSelector(selectCase);
  if (action.kind !== kind) return null;
  if (action.status === 'failed') return <p role="alert" className="careline-error">{action.error}</p>;
  if (action.status === 'succeeded') return <p role="status">{t(`actions.done.${kind}`)}</p>;
  return null;
}

/** The case's actions: more cars, a plate held by someone else, a new mobile number. */
export function CaseActions({ mobile, allowance }: { mobile: string; allowance: number }) {
  const { t } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const { action, codeSentTo } = useSelector(selectCase);
  const { ask, dialog } = useConfirmation();
  const busy = (kind: CaseAction) => action.kind === kind && action.status === 'loading';

  return (
    <section aria-labelledby="case-actions">
      <SectionHeading id="case-actions">{t('actions.title')}</SectionHeading>
      <div className="careline-actions">
        <Card compact>
          <h3>{t('actions.allowance.title')}</h3>
          <Form<{ count: string }>
            initialValues={{ count: String(allowance + 1) }}
            onSubmit={({ count }) =>
              ask({
                title: t('actions.allowance.title'),
                message: t('actions.allowance.confirm', { count: Number(count) }),
                confirm: () => dispatch(memberCaseActions.allowanceRequested({ mobile, maxVehicles: Number(count) })),
              })
            }
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate>
                <TextField
                  name="count"
                  label={t('actions.allowance.label', { count: allowance })}
                  inputMode="numeric"
                  maxLength={2}
                  validate={(value) => (/^\d{1,2}$/.test(value ?? '') && Number(value) > allowance && Number(value) <= 50 ? undefined : { key: 'careline:actions.allowance.invalid', values: { count: allowance } })}
                />
                <SubmitButton busy={busy('allowance')}>{t('actions.allowance.submit')}</SubmitButton>
              </form>
            )}
          />
          <Outcome kind="allowance" />
        </Card>

        <Card compact>
          <h3>{t('actions.plate.title')}</h3>
          <p>{t('actions.plate.explain')}</p>
          <Form<{ plate: string }>
            onSubmit={({ plate }) =>
              ask({
                title: t('actions.plate.title'),
                message: t('actions.plate.confirm', { plate: normalisePlate(plate) }),
                confirm: () => dispatch(memberCaseActions.plateReleaseRequested({ mobile, plate: normalisePlate(plate) })),
              })
            }
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate>
                <TextField name="plate" label={t('actions.plate.label')} maxLength={40} validate={ruleValidator(validatePlate)} />
                <SubmitButton busy={busy('plateRelease')}>{t('actions.plate.submit')}</SubmitButton>
              </form>
            )}
          />
          <Outcome kind="plateRelease" />
        </Card>

        <Card compact>
          <h3>{t('actions.mobile.title')}</h3>
          <p>{t('actions.mobile.explain')}</p>
          <Form<{ newMobile: string }>
            onSubmit={({ newMobile }) =>
              ask({
                title: t('actions.mobile.title'),
                message: t('actions.mobile.confirmSend', { number: newMobile }),
                confirm: () => dispatch(memberCaseActions.mobileCodeRequested({ mobile, newMobile: newMobile.replace(/^\+/, '') })),
              })
            }
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate>
                <TextField
                  name="newMobile"
                  type="tel"
                  inputMode="tel"
                  label={t('actions.mobile.label')}
                  hint={t('actions.mobile.hint')}
                  maxLength={20}
                  validate={ruleValidator((value) => validateFullMobile((value ?? '').replace(/^\+/, ''), 'register'))}
                />
                <SubmitButton busy={busy('mobileCode')}>{t('actions.mobile.send')}</SubmitButton>
              </form>
            )}
          />
          <Outcome kind="mobileCode" />
          {codeSentTo && (
            <Form<{ code: string }>
              onSubmit={({ code }) =>
                ask({
                  title: t('actions.mobile.title'),
                  message: t('actions.mobile.confirmChange', { from: mobile, to: codeSentTo }),
                  confirm: () => dispatch(memberCaseActions.mobileConfirmRequested({ mobile, newMobile: codeSentTo, code: code.trim() })),
                })
              }
              render={({ handleSubmit }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <TextField name="code" inputMode="numeric" maxLength={6} autoComplete="off" label={t('actions.mobile.codeLabel', { number: codeSentTo })} validate={ruleValidator(validateTac)} />
                  <SubmitButton busy={busy('mobileConfirm')}>{t('actions.mobile.change')}</SubmitButton>
                </form>
              )}
            />
          )}
          <Outcome kind="mobileConfirm" />
        </Card>
      </div>
      {dialog}
    </section>
  );
}
