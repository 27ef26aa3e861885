import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { CarelineWorkshop, NewWorkshopRequest } from '../../../../shared/contract/carelineWorkshops';
import { validateFullMobile, workshopFields } from '../../../../shared/rules';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import { SubmitButton, TextField, fieldsOf, ruleValidator } from '../../../frame/ui/form';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConfirmation } from '../../app/confirmation';
import { ShownOnce } from '../../app/CopyField';
import { selectSignedInStaff } from '../../app/me';
import watchWorkshops from './sagas';
import workshopsReducer, { selectWorkshops, workshopsActions, type WorkshopChange, WORKSHOPS_SLICE } from './slice';
import { WORKSHOPS_KEY } from './texts';
import '../../../frame/ui/form/form.css';
import '../../app/admin.css';

const fields = fieldsOf(workshopFields);
const ownerMobile = ruleValidator((value: string | undefined) => validateFullMobile(value ?? '', 'register'));
type Ask = ReturnType<typeof useConfirmation>['ask'];

function useTexts() {
  return useTranslation('translation', { keyPrefix: WORKSHOPS_KEY }).t;
}

function Outcome({ kinds, workshopId }: { kinds: WorkshopChange[]; workshopId: string | null }) {
  const t = useTexts();
  const { change } = useSelector(selectWorkshops);
  if (!change.kind || !kinds.includes(change.kind) || change.workshopId !== workshopId) return null;
  if (change.status === 'failed') return <p role="alert" className="careline-error">{change.error}</p>;
  if (change.status === 'succeeded') return <p role="status">{t(`done.${change.kind}`)}</p>;
  return null;
}

type AddValues = Omit<NewWorkshopRequest, 'tqac_workshop' | 'listed'> & { tqac_workshop: boolean; listed: boolean };

function AddWorkshop({ ask }: { ask: Ask }) {
  const t = useTexts();
  const dispatch = useAppDispatch();
  const { change } = useSelector(selectWorkshops);
  return (
    <Card as="section" aria-labelledby="workshops-add">
      <SectionHeading id="workshops-add">{t('add.title')}</SectionHeading>
      <Form<AddValues>
        initialValues={{ tqac_workshop: false, listed: true }}
        onSubmit={(values) =>
          ask({
            title: t('add.title'),
            message: t('add.confirm', { id: values.workshop_id.trim().toUpperCase(), name: values.name.trim() }),
            confirm: () => dispatch(workshopsActions.addRequested({ ...values })),
          })
        }
        render={({ handleSubmit, form, values }) => (
          <form className="careline-admin__form" onSubmit={handleSubmit} noValidate>
            <div className="careline-admin__fields">
              <TextField name="workshop_id" label={t('add.workshopId')} {...fields.workshop_id} />
              <TextField name="name" label={t('add.name')} {...fields.name} />
            </div>
            <TextField name="address" label={t('add.address')} {...fields.address} />
            <div className="careline-admin__fields">
              <TextField name="state" label={t('add.state')} {...fields.state} />
              <TextField name="mobile_number" label={t('add.mobile')} hint={t('add.mobileHint')} inputMode="numeric" {...fields.mobile_number} />
            </div>
            <label className="careline-admin__check">
              <input type="checkbox" checked={values.tqac_workshop} onChange={(e) => form.change('tqac_workshop', e.target.checked)} />
              {t('add.tqac')}
            </label>
            <label className="careline-admin__check">
              <input type="checkbox" checked={values.listed} onChange={(e) => form.change('listed', e.target.checked)} />
              {t('add.listed')}
            </label>
            <div>
              <SubmitButton busy={change.kind === 'add' && change.status === 'loading'}>{t('add.submit')}</SubmitButton>
            </div>
            <Outcome kinds={['add']} workshopId={null} />
          </form>
        )}
      />
    </Card>
  );
}

function OwnerForm({ workshop, ask, onDone }: { workshop: CarelineWorkshop; ask: Ask; onDone(): void }) {
  const t = useTexts();
  const dispatch = useAppDispatch();
  return (
    // Named apart from the add form's fields: each field's id comes from its name.
    <Form<{ owner_name: string; owner_mobile: string }>
      onSubmit={({ owner_name: name, owner_mobile: mobile_number }) =>
        ask({
          title: t('owner.open'),
          message: t('owner.confirm', { name: name.trim(), mobile: mobile_number.trim(), id: workshop.workshop_id }),
          confirm: () => {
            dispatch(workshopsActions.ownerRequested({ workshopId: workshop.workshop_id, name, mobile_number }));
            onDone();
          },
        })
      }
      render={({ handleSubmit }) => (
        <form className="careline-admin__form" onSubmit={handleSubmit} noValidate>
          <div className="careline-admin__fields">
            <TextField name="owner_name" label={t('owner.name')} maxLength={100} />
            <TextField name="owner_mobile" label={t('owner.mobile')} inputMode="numeric" validate={ownerMobile} />
          </div>
          <div>
            <SubmitButton>{t('owner.submit')}</SubmitButton>
          </div>
        </form>
      )}
    />
  );
}

function WorkshopItem({ workshop, admin, ask }: { workshop: CarelineWorkshop; admin: boolean; ask: Ask }) {
  const t = useTexts();
  const dispatch = useAppDispatch();
  const { change } = useSelector(selectWorkshops);
  const [ownerOpen, setOwnerOpen] = useState(false);
  const active = workshop.status === 'active';
  const busy = change.workshopId === workshop.workshop_id && change.status === 'loading';
  const id = workshop.workshop_id;
  return (
    <li className="careline-admin__item" aria-label={`${id} ${workshop.name}`}>
      <div className="careline-admin__who">
        <span className="careline-admin__name">
          {id} · {workshop.name}
        </span>
        <span className="careline-admin__meta">
          <span className={`careline-admin__badge${active ? '' : ' careline-admin__badge--off'}`}>{active ? t('list.active') : t('list.ceased')}</span>
          {workshop.tqac_workshop && ` · ${t('list.tqac')}`}
          {!workshop.listed && ` · ${t('list.unlisted')}`} · {workshop.state} · +{workshop.mobile_number}
        </span>
        <span className="careline-admin__meta">{workshop.address}</span>
        <span className="careline-admin__meta">
          {workshop.owner ? t('list.owner', { name: workshop.owner.name, mobile: workshop.owner.mobile_number }) : t('list.noOwner')} · {workshop.has_key ? t('list.key') : t('list.noKey')}
        </span>
        <Outcome kinds={['cease', 'owner', 'key']} workshopId={id} />
        {ownerOpen && <OwnerForm workshop={workshop} ask={ask} onDone={() => setOwnerOpen(false)} />}
      </div>
      {admin && active && (
        <div className="careline-admin__tools">
          {!workshop.owner && (
            <Button type="button" size="sm" variant="secondary" disabled={busy} aria-expanded={ownerOpen} onClick={() => setOwnerOpen(!ownerOpen)}>
              {t('owner.open')}
            </Button>
          )}
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => ask({ title: t('key.rotate'), message: t('key.confirm', { id }), confirm: () => dispatch(workshopsActions.keyRequested(id)) })}>
            {t('key.rotate')}
          </Button>
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => ask({ title: t('cease.open'), message: t('cease.confirm', { id, name: workshop.name }), confirm: () => dispatch(workshopsActions.ceaseRequested(id)) })}>
            {t('cease.open')}
          </Button>
        </div>
      )}
    </li>
  );
}

function NewKey() {
  const t = useTexts();
  const dispatch = useAppDispatch();
  const { key } = useSelector(selectWorkshops);
  if (!key) return null;
  return (
    <ShownOnce
      id="workshops-key"
      value={key.key}
      texts={{ ...t('key', { returnObjects: true }), title: t('key.title', { id: key.workshopId }), failed: t('key.copyFailed') }}
      onDone={() => dispatch(workshopsActions.keyDismissed())}
    />
  );
}

/** The programme's workshops: every careline person looks them up; administrators add, cease, create owners and issue keys. */
export default function WorkshopsPage() {
  useFeatureSaga(watchWorkshops, { [WORKSHOPS_SLICE]: workshopsReducer });
  const t = useTexts();
  const dispatch = useAppDispatch();
  const admin = useAppSelector(selectSignedInStaff)?.role === 'administrator';
  const { query, list } = useSelector(selectWorkshops);
  const [typed, setTyped] = useState(query);
  const { ask, dialog } = useConfirmation();
  useEffect(() => {
    if (list.status === 'idle') dispatch(workshopsActions.searched(''));
  }, [list.status, dispatch]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    dispatch(workshopsActions.searched(typed));
  };
  return (
    <Page width="wide">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {!admin && <p className="careline-notice">{t('readOnly')}</p>}
      <NewKey />
      {admin && <AddWorkshop ask={ask} />}
      <section aria-labelledby="workshops-list">
        <SectionHeading id="workshops-list">{t('title')}</SectionHeading>
        <form className="careline-copy" role="search" onSubmit={search}>
          <label className="careline-copy__label">
            {t('search.label')}
            <input className="careline-copy__value" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <Button type="submit" size="sm">
            {t('search.submit')}
          </Button>
        </form>
        {list.status === 'loading' && <Spinner label={t('search.loading')} />}
        {list.status === 'failed' && <p role="alert" className="careline-error">{t('search.failed', { error: list.error })}</p>}
        {list.status === 'loaded' && list.workshops.length === 0 && <p>{t('search.none')}</p>}
        <ul className="careline-admin__list">
          {list.workshops.map((workshop) => (
            <WorkshopItem key={workshop.workshop_id} workshop={workshop} admin={admin} ask={ask} />
          ))}
        </ul>
      </section>
      {dialog}
    </Page>
  );
}
