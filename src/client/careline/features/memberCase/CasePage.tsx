import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import type { CaseService, MemberCase } from '../../../../shared/contract/carelineCases';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DecisionButtons, ReceiptView } from '../../app/serviceWork/ServiceTools';
import { FlagText } from '../../../frame/flags/FlagText';
import { CaseActions } from './CaseActions';
import { PdpaActions, RemovedNotice } from './PdpaActions';
import { useRoleAtLeast } from '../../app/roles';
import { CASE_KEY } from './texts';
import memberCase, { MEMBER_CASE_SLICE, memberCaseActions, selectCase } from './slice';
import watchMemberCase from './sagas';
import { useFeatureSaga } from '../../../frame/featureSaga';
import './CasePage.css';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

/** Where the case shows a service of the member; a flag naming another of them links there. */
const serviceAnchor = (code: string) => `service-${code}`;

function ServiceRow({ service, hrefFor }: { service: CaseService; hrefFor: (code: string) => string | null }) {
  const { t } = useTranslation('careline');
  return (
    <li className="case-service" id={serviceAnchor(service.transaction_code)}>
      <div>
        <strong>{service.transaction_code}</strong> · {t(`status.service.${service.status}`)} · {t('case.workshop', { id: service.workshop_id })} · {service.oil_name} ×{service.total_bottle}
        {service.free_oil && ` · ${t('case.free')}`} · {t('case.mileage', { km: service.current_mileage })} · {when(service.created_at)}
      </div>
      {service.decide_by && <div>{t('case.decideBy', { when: when(service.decide_by) })}</div>}
      {service.reject_reason && <div>{t('case.reason', { reason: service.reject_reason })}</div>}
      {service.decided_by && <div>{t('case.decidedBy', { who: service.decided_by, when: when(service.decided_at) })}</div>}
      {service.flags.map((flag) => (
        <p key={`${flag.kind}-${flag.created_at}`} className="case-flag" role="note">
          {t('case.flagLead')} <FlagText flag={flag} hrefFor={hrefFor} />
        </p>
      ))}
      <ReceiptView code={service.transaction_code} path={service.receipt} />
      {service.status === 0 && <DecisionButtons code={service.transaction_code} />}
    </li>
  );
}

function CaseBody({ data }: { data: MemberCase }) {
  const { t } = useTranslation('careline');
  const codes = new Set(data.vehicles.flatMap((car) => car.cycles.flatMap((cycle) => cycle.services.map((service) => service.transaction_code))));
  const hrefFor = (code: string) => (codes.has(code) ? `#${serviceAnchor(code)}` : null);
  const p = data.profile;
  return (
    <>
      <section aria-labelledby="case-profile">
        <SectionHeading id="case-profile">{t('case.profile')}</SectionHeading>
        <Card>
          <dl className="case-facts">
            <dt>{t('case.mobile')}</dt>
            <dd>+{p.mobile_number}</dd>
            <dt>{t('case.email')}</dt>
            <dd>{p.email}</dd>
            <dt>{t('case.birthDate')}</dt>
            <dd>{p.birth_date}</dd>
            <dt>{t('case.address')}</dt>
            <dd>{[p.address, p.postal_code, p.state, p.country].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{t('case.status')}</dt>
            <dd>{t(`status.member.${data.status}`)}</dd>
            <dt>{t('case.joined')}</dt>
            <dd>{when(p.created_at)}</dd>
            <dt>{t('case.lastContact')}</dt>
            <dd>{when(p.last_contact_at)}</dd>
            <dt>{t('case.allowance')}</dt>
            <dd>{p.vehicle_allowance}</dd>
            <dt>{t('case.sessions')}</dt>
            <dd>{p.live_sessions}</dd>
            <dt>{t('case.language')}</dt>
            <dd>{p.language}</dd>
          </dl>
        </Card>
      </section>

      <section aria-labelledby="case-cars">
        <SectionHeading id="case-cars">{t('case.cars', { count: data.vehicles.length })}</SectionHeading>
        {data.vehicles.map((car) => (
          <Card key={car.guid}>
            <h3>
              {car.plate_number} · {car.brand} {car.model} {car.year_manufactured ?? ''}
            </h3>
            {car.cycles.length === 0 && <p>{t('case.noCycles')}</p>}
            {car.cycles.map((cycle) => (
              <div key={cycle.guid} className="case-cycle">
                <h4>{t('case.cycle', { status: t(`status.cycle.${cycle.status}`), size: cycle.size, workshop: cycle.workshop_id, when: when(cycle.created_at) })}</h4>
                <ul className="careline-list">
                  {cycle.services.map((service) => (
                    <ServiceRow key={service.transaction_code} service={service} hrefFor={hrefFor} />
                  ))}
                </ul>
              </div>
            ))}
          </Card>
        ))}
      </section>

      <section aria-labelledby="case-inbox">
        <SectionHeading id="case-inbox">{t('case.inbox', { count: data.inbox.length })}</SectionHeading>
        <ul className="careline-list">
          {data.inbox.map((message) => (
            <li key={message.id}>
              <strong>{message.subject}</strong> · {when(message.created_at)} {message.is_read ? '' : `· ${t('case.unread')}`}
              <div>{message.message}</div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="case-referrals">
        <SectionHeading id="case-referrals">{t('case.referrals')}</SectionHeading>
        <p>{t('case.referred', { count: data.referrals.members_referred })}</p>
        <ul className="careline-list">
          {data.referrals.rewards_earned.map((reward) => (
            <li key={reward.id}>{t('case.reward', { status: reward.status, when: when(reward.created_at) })}</li>
          ))}
        </ul>
        {data.referrals.reward_for_first_service && <p>{t('case.rewardForReferrer')}</p>}
      </section>

      <section aria-labelledby="case-campaign">
        <SectionHeading id="case-campaign">{t('case.campaign', { count: data.campaign_entries.length })}</SectionHeading>
        <ul className="careline-list">
          {data.campaign_entries.map((entry) => (
            <li key={entry.transaction_code}>{t('case.entry', { code: entry.transaction_code, amount: entry.amount, pin: when(entry.pin_assigned_at) })}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="case-audit">
        <SectionHeading id="case-audit">{t('case.audit')}</SectionHeading>
        <table className="case-audit">
          <thead>
            <tr>
              <th scope="col">{t('case.auditWhen')}</th>
              <th scope="col">{t('case.auditWho')}</th>
              <th scope="col">{t('case.auditWhat')}</th>
            </tr>
          </thead>
          <tbody>
            {data.audit.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.created_at)}</td>
                <td>{entry.actor}</td>
                <td>
                  {entry.action}
                  {entry.details ? ` ${JSON.stringify(entry.details)}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** A member's whole case on one screen, with the careline's actions on it. */
export default function CasePage() {
  useFeatureSaga(watchMemberCase, { [MEMBER_CASE_SLICE]: memberCase });
  const { t } = useTranslation('careline');
  const { mobile = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, data, error, removed } = useSelector(selectCase);
  // The account's changes are a supervisor's: an agent does not see them (the server refuses them too).
  const supervisor = useRoleAtLeast('supervisor');
  useEffect(() => {
    dispatch(memberCaseActions.caseRequested(mobile));
  }, [dispatch, mobile]);
  const shown = data && data.profile.mobile_number === mobile ? data : null;
  return (
    <Page>
      <PageHeading title={shown ? shown.profile.fullname : t('case.title')} subtitle={`+${mobile}`} />
      <p>
        <Link to={paths.search}>{t('case.back')}</Link>
      </p>
      {removed === mobile && <RemovedNotice mobile={mobile} />}
      {status === 'failed' && removed !== mobile && (
        <p role="alert" className="careline-error">
          {error}
        </p>
      )}
      {!shown && status === 'loading' && <p role="status">{t('case.loading')}</p>}
      {shown && (
        <>
          {supervisor ? <CaseActions mobile={mobile} allowance={shown.profile.vehicle_allowance} /> : <p role="note">{t(`${CASE_KEY}.supervisorOnly`, { ns: 'translation' })}</p>}
          <CaseBody data={shown} />
          {supervisor && <PdpaActions mobile={mobile} />}
        </>
      )}
    </Page>
  );
}
