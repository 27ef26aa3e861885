import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { rootReducer } from '../../app/store';
import { fixtureApi, renderPage, resetSession, memberProfile } from '../../app/testUtils';
import { registrationCompleted } from '../../../frame/events';
import { profileActions } from '../../../entities/profile/slice';
import { surveyActions } from './slice';
import SurveyPage from './SurveyPage';

afterEach(resetSession);

const offered = () => rootReducer(undefined, registrationCompleted());

function open(api = fixtureApi()) {
  return renderPage(<SurveyPage />, { path: '/register/survey', api, preloadedState: offered() });
}

describe('SurveyPage', () => {
  it('sends a member without the survey flag to /loyalty', async () => {
    const fresh = rootReducer(undefined, profileActions.fetchSucceeded({ ...memberProfile, survey_pending: false }));
    await renderPage(<SurveyPage />, { path: '/register/survey', preloadedState: fresh });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/loyalty');
  });

  it('is still offered after a reload while the server marks the survey pending, and not once skipped', async () => {
    const pending = rootReducer(undefined, profileActions.fetchSucceeded({ ...memberProfile, survey_pending: true }));
    await renderPage(<SurveyPage />, { path: '/register/survey', preloadedState: pending });
    expect(screen.getByRole('button', { name: 'Skip survey' })).toBeInTheDocument();

    const skipped = rootReducer(pending, surveyActions.skipped());
    await renderPage(<SurveyPage />, { path: '/register/survey', preloadedState: skipped });
    expect(screen.getAllByTestId('current-path').at(-1)).toHaveTextContent('/loyalty');
  });

  it('after a reload decides from the fresh profile, not the stored one that still says pending', async () => {
    const stored = rootReducer(undefined, profileActions.fetchSucceeded({ ...memberProfile, survey_pending: true }));
    const reloading = rootReducer(stored, profileActions.fetchRequested());
    const { store } = await renderPage(<SurveyPage />, { path: '/register/survey', preloadedState: reloading });
    expect(screen.queryByRole('button', { name: 'Skip survey' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
    // Answered on another visit: the server no longer marks it pending.
    act(() => {
      store.dispatch(profileActions.fetchSucceeded({ ...memberProfile, survey_pending: false }));
    });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/loyalty');
  });

  it('after a reload waits for the fresh profile, which the stored one is not (it comes back as not yet asked for)', async () => {
    const stored = rootReducer(undefined, profileActions.fetchSucceeded({ ...memberProfile, survey_pending: true }));
    const reloaded = { ...stored, profile: { ...stored.profile, status: 'idle' as const } };
    const { store } = await renderPage(<SurveyPage />, { path: '/register/survey', preloadedState: reloaded });
    expect(screen.queryByRole('button', { name: 'Skip survey' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(profileActions.fetchRequested());
      store.dispatch(profileActions.fetchSucceeded({ ...memberProfile, survey_pending: false }));
    });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/loyalty');
  });

  it('after a reload offers the survey once the fresh profile still marks it pending', async () => {
    const stored = rootReducer(undefined, profileActions.fetchSucceeded({ ...memberProfile, survey_pending: true }));
    const { store } = await renderPage(<SurveyPage />, { path: '/register/survey', preloadedState: rootReducer(stored, profileActions.fetchRequested()) });
    act(() => {
      store.dispatch(profileActions.fetchSucceeded({ ...memberProfile, survey_pending: true }));
    });
    expect(await screen.findByRole('button', { name: 'Skip survey' })).toBeInTheDocument();
  });

  it('answers No to the first question by default and requires the second', async () => {
    const { api } = await open();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please answer the question!')).toBeInTheDocument();
    expect(api.submitSurvey).not.toHaveBeenCalled();
  });

  it('with Other requires a comment and sends it as the answer', async () => {
    const { api } = await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a comment if you select \u201cOther\u201d.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Please tell us more'), { target: { value: 'A roadside banner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.submitSurvey).toHaveBeenCalledWith({ answer: 'yes', answer2: 'A roadside banner' }, ''));
    expect(await screen.findByText('Thank you for completing our survey!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'GO TO DASHBOARD' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/loyalty');
  });

  it('sends the chosen source in English and offers Skip survey', async () => {
    const { api, navigate } = await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Referred by a workshop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.submitSurvey).toHaveBeenCalledWith({ answer: 'no', answer2: 'Referred by a workshop' }, ''));
    // Skip is disabled while the answer is on its way.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Skip survey' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Skip survey' }));
    expect(navigate).toHaveBeenCalledWith('/loyalty', { replace: true });
  });
});
