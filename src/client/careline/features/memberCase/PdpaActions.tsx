import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '../../../frame/ui/Button';
import { Card, SectionHeading } from '../../../frame/ui/PageLayout';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import watchPdpa from './pdpaSagas';
import { memberCaseActions, selectCase } from './slice';
import { CASE_KEY } from './texts';

/** The number as typed, with or without +, spaces or dashes. */
const digitsOf = (typed: string | undefined) => (typed ?? '').replace(/[\s+-]/g, '');

/** The member's data as a download, and its removal after the person typed the member's number (supervisors; both step up). */
export function PdpaActions({ mobile }: { mobile: string }) {
  useFeatureSaga(watchPdpa);
  const { t } = useTranslation('translation', { keyPrefix: CASE_KEY });
  const dispatch = useAppDispatch();
  const { action } = useSelector(selectCase);
  const outcome = (kind: 'export' | 'removal') =>
    action.kind === kind && action.status === 'failed' ? (
      <p role="alert" className="careline-error">
        {action.error}
      </p>
    ) : null;
  return (
    <section aria-labelledby="case-pdpa">
      <SectionHeading id="case-pdpa">{t('pdpa.title')}</SectionHeading>
      <div className="careline-actions">
        <Card compact>
          <h3>{t('pdpa.exportTitle')}</h3>
          <p>{t('pdpa.exportExplain')}</p>
          <Button type="button" variant="secondary" busy={action.kind === 'export' && action.status === 'loading'} onClick={() => dispatch(memberCaseActions.exportRequested(mobile))}>
            {t('pdpa.export')}
          </Button>
          {action.kind === 'export' && action.status === 'succeeded' && <p role="status">{t('pdpa.exported')}</p>}
          {outcome('export')}
        </Card>
        <Card compact>
          <h3>{t('pdpa.removalTitle')}</h3>
          <p>{t('pdpa.removalExplain')}</p>
          <Form<{ typed: string }>
            onSubmit={() => {
              dispatch(memberCaseActions.removalRequested(mobile));
            }}
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate>
                <TextField
                  name="typed"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={20}
                  label={t('pdpa.confirmLabel', { mobile: `+${mobile}` })}
                  validate={(typed) => (digitsOf(typed) === mobile ? undefined : { key: `${CASE_KEY}.pdpa.confirmMismatch`, values: { mobile: `+${mobile}` } })}
                />
                <SubmitButton busy={action.kind === 'removal' && action.status === 'loading'}>{t('pdpa.remove')}</SubmitButton>
              </form>
            )}
          />
          {outcome('removal')}
        </Card>
      </div>
    </section>
  );
}

/** What the case page shows once the member's data is gone. */
export function RemovedNotice({ mobile }: { mobile: string }) {
  const { t } = useTranslation('translation', { keyPrefix: CASE_KEY });
  return (
    <Card>
      <p role="status">{t('pdpa.removed', { mobile })}</p>
      <p>
        <Link to={paths.search}>{t('pdpa.findAnother')}</Link>
      </p>
    </Card>
  );
}
