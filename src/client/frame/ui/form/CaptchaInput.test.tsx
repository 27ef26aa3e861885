import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { initI18n } from '../../i18n';
import { frameEnglish } from '../../i18n/resources';
import './texts';
import { CaptchaInput } from './CaptchaInput';
import { resetPageInUse } from './pageInUse';

initI18n('en', { en: { translation: frameEnglish }, loadMalay: async () => ({}) });

function renderCaptcha() {
  return render(
    <Form
      onSubmit={() => undefined}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <CaptchaInput captcha={{ provider: 'altcha', siteKey: null }} />
        </form>
      )}
    />,
  );
}

const widget = (container: HTMLElement) => container.querySelector('altcha-widget');

describe('the ALTCHA captcha', () => {
  beforeEach(() => resetPageInUse());

  it('holds its place with a stand-in, and loads no widget, while the page is only looked at', async () => {
    const { container } = renderCaptcha();
    expect(screen.getByLabelText("I'm not a robot")).not.toBeChecked();
    await act(async () => undefined);
    expect(widget(container)).toBeNull();
  });

  it('loads the widget once the visitor starts using the page', async () => {
    const { container } = renderCaptcha();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(widget(container)).not.toBeNull());
    expect(screen.queryByLabelText("I'm not a robot", { selector: '#captcha-stand-in' })).toBeNull();
  });

  it('loads the widget when the stand-in itself is ticked, saying it is on its way', async () => {
    const { container } = renderCaptcha();
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    expect(screen.getByLabelText('Loading the security check…')).not.toBeChecked();
    await waitFor(() => expect(widget(container)).not.toBeNull());
  });
});
