import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Page, PageHeading, Card } from '../../../frame/ui/PageLayout';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import memberSearch, { searchActions, selectSearch, SEARCH_SLICE } from './slice';
import watchSearch from './sagas';
import { useFeatureSaga } from '../../../frame/featureSaga';
import '../../../frame/ui/form/form.css';

/** Find a member by mobile number, plate, Service ID, email or the start of the name. */
export default function SearchPage() {
  useFeatureSaga(watchSearch, { [SEARCH_SLICE]: memberSearch });
  const { t } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const { status, hits, error, query } = useSelector(selectSearch);
  return (
    <Page>
      <PageHeading title={t('search.title')} subtitle={t('search.subtitle')} />
      <Form<{ q: string }>
        initialValues={{ q: query }}
        onSubmit={(values) => {
          dispatch(searchActions.searchRequested(values.q ?? ''));
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} role="search" className="careline-form" noValidate>
            <TextField name="q" label={t('search.label')} hint={t('search.hint')} maxLength={120} autoComplete="off" />
            <SubmitButton busy={status === 'loading'}>{t('search.submit')}</SubmitButton>
          </form>
        )}
      />
      {error && (
        <p role="alert" className="careline-error">
          {error}
        </p>
      )}
      {status === 'succeeded' && (
        <section aria-live="polite">
          <h2>{t('search.results', { count: hits.length })}</h2>
          <ul className="careline-list">
            {hits.map((hit) => (
              <li key={hit.mobile_number}>
                <Card compact>
                  <Link to={paths.memberCase(hit.mobile_number)}>{hit.fullname}</Link>
                  <div>
                    +{hit.mobile_number} · {hit.email} · {t(`search.matched.${hit.matched}`)}
                    {!hit.verified && ` · ${t('search.unverified')}`}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
