import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import '../../../frame/ui/form/form.css';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ServiceList } from './ServiceList';
import watchCounter from './sagas';
import { selectSearch, selectSearchSubmission } from './selectors';
import { counterActions } from './slice';
import './counter.css';

interface SearchValues {
  query: string;
}

/** The server's own minimum, so a short query is told before it is sent. */
const SEARCH_MIN = 3;
const validateQuery = (value: string | undefined) => ((value ?? '').replace(/[^A-Za-z0-9]/g, '').length >= SEARCH_MIN ? undefined : { key: 'workshop:search.tooShort' });

/** The workshop's services by plate number or Service ID, whatever their status. */
export default function SearchPage() {
  useFeatureSaga(watchCounter);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const start = useCallback((values: SearchValues) => dispatch(counterActions.searchRequested(values.query)), [dispatch]);
  const onSubmit = useSagaSubmit(selectSearchSubmission, start);
  const searched = search.status === 'succeeded' && search.query !== '';
  return (
    <Page width="reading">
      <PageHeading title={t('search.title')} />
      <Form<SearchValues>
        onSubmit={onSubmit}
        initialValues={{ query: search.query }}
        render={({ handleSubmit }) => (
          <form className="lookup-form" role="search" noValidate onSubmit={handleSubmit}>
            <TextField name="query" label={t('search.query')} validate={validateQuery} autoComplete="off" maxLength={32} />
            <SubmitButton>{t('search.submit')}</SubmitButton>
          </form>
        )}
      />
      {searched && (
        <section aria-live="polite">
          {search.results.length === 0 ? (
            <p className="counter-notice">{t('search.empty', { query: search.query })}</p>
          ) : (
            <>
              <p>{t('search.results', { count: search.results.length })}</p>
              <ServiceList services={search.results} label={t('search.results', { count: search.results.length })} />
            </>
          )}
        </section>
      )}
    </Page>
  );
}
