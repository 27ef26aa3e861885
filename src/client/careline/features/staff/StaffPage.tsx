import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { carelineRoles, type CarelineRole, type CarelineStaff } from '../../../../shared/contract/careline';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConfirmation } from '../../app/confirmation';
import { ShownOnce } from '../../app/CopyField';
import { selectSignedInStaff as selectMe } from '../../app/me';
import watchStaff from './sagas';
import staffReducer, { selectStaff, staffActions, type StaffChange, STAFF_SLICE } from './slice';
import { STAFF_KEY } from './texts';
import '../../app/admin.css';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function useTexts() {
  const { t } = useTranslation('translation', { keyPrefix: STAFF_KEY });
  const { t: tc } = useTranslation('careline');
  return { t, role: (role: CarelineRole) => tc(`roles.${role}`) };
}

function Outcome({ kinds, id }: { kinds: StaffChange[]; id: number | null }) {
  const { t } = useTexts();
  const { change } = useSelector(selectStaff);
  if (!change.kind || !kinds.includes(change.kind) || change.id !== id) return null;
  if (change.status === 'failed') return <p role="alert" className="careline-error">{change.error}</p>;
  if (change.status === 'succeeded') return <p role="status">{t(`change.done.${change.kind}`)}</p>;
  return null;
}

function InviteForm({ ask }: { ask: ReturnType<typeof useConfirmation>['ask'] }) {
  const { t, role: roleName } = useTexts();
  const dispatch = useAppDispatch();
  const { change } = useSelector(selectStaff);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CarelineRole>('agent');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const bad = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed);
    setInvalid(bad);
    if (bad) return;
    ask({ title: t('invite.title'), message: t('invite.confirm', { email: typed, role: roleName(role) }), confirm: () => dispatch(staffActions.inviteRequested({ email: typed, role })) });
  };
  return (
    <Card as="section" aria-labelledby="staff-invite">
      <SectionHeading id="staff-invite">{t('invite.title')}</SectionHeading>
      <form className="careline-admin__form" onSubmit={submit} noValidate>
        <div className="careline-admin__fields">
          <label className="careline-admin__field">
            {t('invite.email')}
            <input type="email" autoComplete="off" value={email} maxLength={254} aria-invalid={invalid || undefined} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <label className="careline-admin__field">
            {t('invite.role')}
            <select value={role} onChange={(e) => setRole(e.target.value as CarelineRole)}>
              {carelineRoles.map((r) => (
                <option key={r} value={r}>
                  {roleName(r)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {invalid && <p role="alert" className="careline-error">{t('invite.emailInvalid')}</p>}
        <div>
          <Button type="submit" busy={change.kind === 'invite' && change.status === 'loading'}>
            {t('invite.submit')}
          </Button>
        </div>
        <Outcome kinds={['invite']} id={null} />
      </form>
    </Card>
  );
}

/** The one-time link of an invitation or a reset: shown until the administrator says it was handed over. */
function LinkToHandOver() {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const { link } = useSelector(selectStaff);
  if (!link) return null;
  return (
    <ShownOnce
      id="staff-link"
      value={link.enrolment_link}
      texts={{ ...t('link', { returnObjects: true }), title: t('link.title', { email: link.staff.email }), explain: t('link.explain', { until: when(link.expires_at) }), failed: t('link.copyFailed') }}
      onDone={() => dispatch(staffActions.linkDismissed())}
    />
  );
}

function Person({ person, self, ask }: { person: CarelineStaff; self: boolean; ask: ReturnType<typeof useConfirmation>['ask'] }) {
  const { t, role: roleName } = useTexts();
  const dispatch = useAppDispatch();
  const { change } = useSelector(selectStaff);
  const [role, setRole] = useState<CarelineRole>(person.role);
  useEffect(() => setRole(person.role), [person.role]);
  const busy = change.id === person.id && change.status === 'loading';
  const confirm = (kind: 'deactivate' | 'reactivate' | 'reset', label: string) =>
    ask({
      title: label,
      message: t(`change.${kind}Confirm`, { email: person.email }),
      confirm: () =>
        dispatch(kind === 'deactivate' ? staffActions.deactivateRequested(person.id) : kind === 'reactivate' ? staffActions.reactivateRequested(person.id) : staffActions.resetRequested(person.id)),
    });
  const sign = [person.passkeys > 0 && t('list.passkeys', { count: person.passkeys }), person.totp && t('list.authenticator')].filter(Boolean).join(', ');
  return (
    <li className="careline-admin__item" aria-label={person.email}>
      <div className="careline-admin__who">
        <span className="careline-admin__name">
          {person.email} {self && `(${t('list.you')})`}
        </span>
        <span className="careline-admin__meta">
          {roleName(person.role)} ·{' '}
          <span className={`careline-admin__badge${person.active ? '' : ' careline-admin__badge--off'}`}>{person.active ? t('list.active') : t('list.deactivated')}</span>
          {!person.enrolled && ` · ${t('list.notEnrolled')}`}
          {sign && ` · ${sign}`}
        </span>
        <span className="careline-admin__meta">{person.last_signed_in_at ? t('list.lastSignIn', { at: when(person.last_signed_in_at) }) : t('list.neverSignedIn')}</span>
        <Outcome kinds={['role', 'deactivate', 'reactivate', 'reset']} id={person.id} />
      </div>
      {!self && (
        <div className="careline-admin__tools">
          <select aria-label={t('list.roleLabel', { email: person.email })} value={role} onChange={(e) => setRole(e.target.value as CarelineRole)} disabled={!person.active}>
            {carelineRoles.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy || role === person.role}
            onClick={() => ask({ title: t('change.role'), message: t('change.roleConfirm', { email: person.email, role: roleName(role) }), confirm: () => dispatch(staffActions.roleRequested({ id: person.id, role })) })}
          >
            {t('change.role')}
          </Button>
          {person.active ? (
            <>
              <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => confirm('reset', t('change.reset'))}>
                {t('change.reset')}
              </Button>
              <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => confirm('deactivate', t('change.deactivate'))}>
                {t('change.deactivate')}
              </Button>
            </>
          ) : (
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => confirm('reactivate', t('change.reactivate'))}>
              {t('change.reactivate')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The careline's people (administrators): invite, change a role, deactivate, reactivate, reset a sign-in. */
export default function StaffPage() {
  useFeatureSaga(watchStaff, { [STAFF_SLICE]: staffReducer });
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const { list } = useSelector(selectStaff);
  const { ask, dialog } = useConfirmation();
  const admin = me?.role === 'administrator';
  useEffect(() => {
    if (admin) dispatch(staffActions.loadRequested());
  }, [admin, dispatch]);
  return (
    <Page width="wide">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {me && !admin ? (
        <p role="alert">{t('adminsOnly')}</p>
      ) : (
        <>
          <LinkToHandOver />
          <InviteForm ask={ask} />
          <section aria-labelledby="staff-people">
            <SectionHeading id="staff-people">{t('list.title')}</SectionHeading>
            {list.status === 'loading' && <Spinner label={t('loading')} />}
            {list.status === 'failed' && <p role="alert" className="careline-error">{t('failed', { error: list.error })}</p>}
            <ul className="careline-admin__list">
              {list.people.map((person) => (
                <Person key={person.id} person={person} self={person.id === me?.id} ask={ask} />
              ))}
            </ul>
          </section>
        </>
      )}
      {dialog}
    </Page>
  );
}
