import './texts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button, ButtonLink } from '../../../frame/ui/Button';
import { formatDay } from '../../../frame/ui/formatDay';
import { GiftIcon } from '../../../frame/ui/icons';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { PageSpinner, Spinner } from '../../../frame/ui/Spinner';
import { selectProfile, selectProfileStatus } from '../../../entities/profile/slice';
import { referralUrl } from './share';
import { ShareDialog } from './ShareDialog';
import { referAndEarnActions, selectAllRewards, selectCopied, selectRewardsStatus } from './slice';
import '../../../frame/ui/form/form.css';
import './ReferAndEarnPage.css';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchReferAndEarn from './sagas';

function Rewards() {
  const { t } = useTranslation();
  const rewards = useAppSelector(selectAllRewards);
  const status = useAppSelector(selectRewardsStatus);
  if (status === 'loading' && rewards.length === 0) return <Spinner label={t('referAndEarn.rewards.loading')} />;
  if (rewards.length === 0) return <p className="refer-rewards__empty">{t('referAndEarn.rewards.empty')}</p>;
  return (
    <ul className="refer-rewards" role="list">
      {rewards.map((reward) => (
        <li key={reward.id} className="refer-reward">
          <span className="refer-reward__icon" aria-hidden="true">
            <GiftIcon />
          </span>
          <div className="refer-reward__body">
            <p className="refer-reward__title">{t('referAndEarn.rewards.item', { friend: reward.friend_name })}</p>
            <p className="refer-reward__date">{t('referAndEarn.rewards.earnedOn', { date: formatDay(reward.created_date) })}</p>
          </div>
          {reward.status === 'earned' ? (
            <ButtonLink to={`${paths.campaignMgm}?mid=${reward.id}`} size="sm">
              {t('referAndEarn.rewards.claim')}
            </ButtonLink>
          ) : (
            <span className="refer-reward__status">{t('referAndEarn.rewards.received')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function ReferAndEarnPage() {
  useFeatureSaga(watchReferAndEarn);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const profileStatus = useAppSelector(selectProfileStatus);
  const copied = useAppSelector(selectCopied);
  const [sharing, setSharing] = useState(false);

  useEffect(() => {
    dispatch(referAndEarnActions.pageOpened());
  }, [dispatch]);

  const code = profile.referral_code;
  if (!code && profileStatus !== 'failed') return <PageSpinner />;
  const url = referralUrl(window.location.origin, code);
  const copy = (target: 'code' | 'link') => dispatch(referAndEarnActions.copyRequested({ text: target === 'code' ? code : url, target }));

  return (
    <Page width="reading" className="refer-page">
      <PageHeading title={t('referAndEarn.title')} subtitle={t('referAndEarn.subtitle')} />

      <Card className="refer-card">
        <h2 className="refer-card__heading">{t('referAndEarn.code.heading')}</h2>
        <button type="button" className="refer-code" onClick={() => copy('code')} aria-label={t('referAndEarn.code.copyLabel', { code })}>
          {code}
        </button>
        <p className="refer-card__hint" aria-live="polite">
          {copied === 'code' ? <strong className="refer-copied">{t('referAndEarn.copied')}</strong> : t('referAndEarn.code.hint')}
        </p>
      </Card>

      <Card className="refer-card">
        <h2 className="refer-card__heading">{t('referAndEarn.link.heading')}</h2>
        <label className="visually-hidden" htmlFor="referral-url">
          {t('referAndEarn.link.label')}
        </label>
        <input id="referral-url" className="form-field__input refer-link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <div className="refer-card__actions">
          <Button variant="secondary" block onClick={() => copy('link')} aria-live="polite">
            {copied === 'link' ? t('referAndEarn.copied') : t('referAndEarn.link.copy')}
          </Button>
          <Button block onClick={() => setSharing(true)}>
            {t('referAndEarn.link.share')}
          </Button>
        </div>
      </Card>

      <section className="refer-section" aria-labelledby="refer-steps">
        <SectionHeading id="refer-steps">{t('referAndEarn.steps.heading')}</SectionHeading>
        <ol className="refer-steps">
          <li>{t('referAndEarn.steps.share')}</li>
          <li>{t('referAndEarn.steps.register')}</li>
          <li>{t('referAndEarn.steps.reward')}</li>
        </ol>
      </section>

      <section className="refer-section" aria-labelledby="refer-rewards">
        <SectionHeading id="refer-rewards">{t('referAndEarn.rewards.heading')}</SectionHeading>
        <Rewards />
      </section>

      <ButtonLink to={paths.loyalty} variant="secondary" block>
        {t('referAndEarn.back')}
      </ButtonLink>

      <ShareDialog open={sharing} code={code} url={url} copied={copied === 'link'} onCopyLink={() => copy('link')} onClose={() => setSharing(false)} />
    </Page>
  );
}
