import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { carelineRoles, PERSONAL_TOKEN_DAYS, roleAtLeast, type CarelineRole } from '../../../../shared/contract/careline';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConfirmation } from '../../app/confirmation';
import { ShownOnce } from '../../app/CopyField';
import { selectSignedInStaff } from '../../app/me';
import watchMyAccount from './sagas';
import myAccountReducer, { myAccountActions, selectMyAccount, MY_ACCOUNT_SLICE } from './slice';
import { MY_ACCOUNT_KEY } from './texts';
import '../../app/admin.css';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function useTexts() {
  return useTranslation('translation', { keyPrefix: MY_ACCOUNT_KEY }).t;
}

function Passkeys() {
  const t = useTexts();
  const dispatch = useAppDispatch();
  const { passkey } = useSelector(selectMyAccount);
  return (
    <Card as="section" aria-labelledby="account-passkeys">
      <SectionHeading id="account-passkeys">{t('passkey.title')}</SectionHeading>
      <p>{t('passkey.explain')}</p>
      <Button type="button" busy={passkey.status === 'loading'} onClick={() => dispatch(myAccountActions.passkeyRequested())}>
        {t('passkey.add')}
      </Button>
      {passkey.status === 'succeeded' && <p role="status">{t('passkey.added', { count: passkey.count ?? 1 })}</p>}
      {passkey.status === 'failed' && <p role="alert" className="careline-error">{passkey.error ?? t('passkey.cancelled')}</p>}
    </Card>
  );
}

function NewTokenForm() {
  const t = useTexts();
  const { t: tc } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSignedInStaff);
  const { tokenChange } = useSelector(selectMyAccount);
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(PERSONAL_TOKEN_DAYS.default));
  const [role, setRole] = useState<CarelineRole | ''>('');
  const [problem, setProblem] = useState<'nameInvalid' | 'daysInvalid' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(days);
    const bad = name.trim().length < 1 || name.trim().length > 60 ? 'nameInvalid' : !Number.isInteger(count) || count < 1 || count > PERSONAL_TOKEN_DAYS.max ? 'daysInvalid' : null;
    setProblem(bad);
    if (!bad) dispatch(myAccountActions.createRequested({ name, days: count, ...(role ? { role } : {}) }));
  };
  return (
    <form className="careline-admin__form" onSubmit={submit} noValidate>
      <div className="careline-admin__fields">
        <label className="careline-admin__field">
          {t('tokens.name')}
          <input value={name} maxLength={60} placeholder={t('tokens.nameHint')} aria-invalid={problem === 'nameInvalid' || undefined} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="careline-admin__field">
          {t('tokens.days')}
          <input value={days} inputMode="numeric" maxLength={2} aria-invalid={problem === 'daysInvalid' || undefined} onChange={(e) => setDays(e.target.value)} />
        </label>
        <label className="careline-admin__field">
          {t('tokens.role')}
          <select value={role} onChange={(e) => setRole(e.target.value as CarelineRole | '')}>
            <option value="">{t('tokens.roleOwn')}</option>
            {carelineRoles
              .filter((r) => me && roleAtLeast(me.role, r) && r !== me.role)
              .map((r) => (
                <option key={r} value={r}>
                  {tc(`roles.${r}`)}
                </option>
              ))}
          </select>
        </label>
      </div>
      {problem && <p role="alert" className="careline-error">{t(`tokens.${problem}`)}</p>}
      <div>
        <Button type="submit" busy={tokenChange.status === 'loading'}>
          {t('tokens.make')}
        </Button>
      </div>
      {tokenChange.status === 'failed' && <p role="alert" className="careline-error">{tokenChange.error}</p>}
    </form>
  );
}

function MadeToken() {
  const t = useTexts();
  const dispatch = useAppDispatch();
  const { made } = useSelector(selectMyAccount);
  if (!made) return null;
  return (
    <ShownOnce
      id="account-made"
      value={made.token}
      texts={{ ...t('tokens.made', { returnObjects: true }), title: t('tokens.made.title', { name: made.details.name }), failed: t('tokens.made.copyFailed') }}
      onDone={() => dispatch(myAccountActions.madeDismissed())}
    />
  );
}

function Tokens() {
  const t = useTexts();
  const { t: tc } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const { tokens } = useSelector(selectMyAccount);
  const { ask, dialog } = useConfirmation();
  return (
    <Card as="section" aria-labelledby="account-tokens">
      <SectionHeading id="account-tokens">{t('tokens.title')}</SectionHeading>
      <p>{t('tokens.explain')}</p>
      <NewTokenForm />
      {tokens.status === 'loading' && <Spinner label={t('tokens.loading')} />}
      {tokens.status === 'failed' && <p role="alert" className="careline-error">{t('tokens.failed', { error: tokens.error })}</p>}
      {tokens.status === 'loaded' && tokens.list.length === 0 && <p>{t('tokens.none')}</p>}
      <ul className="careline-admin__list">
        {tokens.list.map((token) => (
          <li key={token.id} className="careline-admin__item" aria-label={token.name}>
            <div className="careline-admin__who">
              <span className="careline-admin__name">{token.name}</span>
              <span className="careline-admin__meta">
                {tc(`roles.${token.role}`)} · {token.revoked_at ? t('tokens.revokedAt', { at: when(token.revoked_at) }) : t('tokens.expires', { at: when(token.expires_at) })} ·{' '}
                {token.last_used_at ? t('tokens.lastUsed', { at: when(token.last_used_at) }) : t('tokens.neverUsed')}
              </span>
            </div>
            {!token.revoked_at && (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => ask({ title: t('tokens.revoke'), message: t('tokens.revokeConfirm', { name: token.name }), confirm: () => dispatch(myAccountActions.revokeRequested(token.id)) })}
              >
                {t('tokens.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {dialog}
    </Card>
  );
}

/** The signed-in person's own account: another passkey, and personal access tokens for `npm run ops`. */
export default function MyAccountPage() {
  useFeatureSaga(watchMyAccount, { [MY_ACCOUNT_SLICE]: myAccountReducer });
  const t = useTexts();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(myAccountActions.tokensRequested());
  }, [dispatch]);
  return (
    <Page width="reading">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <MadeToken />
      <Passkeys />
      <Tokens />
    </Page>
  );
}
