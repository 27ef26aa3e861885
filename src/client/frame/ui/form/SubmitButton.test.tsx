import { act, fireEvent, render, screen } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { initI18n } from '../../i18n';
import { frameEnglish } from '../../i18n/resources';
import './texts';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import type { Validator } from './ruleValidator';

initI18n('en', { en: { translation: frameEnglish }, loadMalay: async () => ({}) });

const required: Validator = (value) => (value ? undefined : { key: 'form.captcha.verificationRequired' });

/** Three fields with a rule each; `onSubmit` stands for the server's answer. */
function renderForm(onSubmit: (values: Record<string, string>) => void | Promise<Record<string, string> | undefined> = () => undefined) {
  return render(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <TextField name="fullname" label="Full name" validate={required} />
          <TextField name="email" label="Email" validate={required} />
          <TextField name="city" label="City" />
          <SubmitButton>Save</SubmitButton>
        </form>
      )}
    />,
  );
}

describe('a form of the frame', () => {
  it('shows no error for a field merely passed over, and shows one once the field was changed and left', () => {
    renderForm();
    const name = screen.getByLabelText('Full name');
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Verification required!')).not.toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Verification required!')).toBeInTheDocument();
  });

  it('a submit that its rules refuse moves focus to the first field in error, in the page order', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Aminah' } });
    screen.getByRole('button', { name: 'Save' }).focus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("a submit the server refuses for a field moves focus to that field; a refusal of the whole form leaves focus where it is", async () => {
    const answers: Record<string, string>[] = [{ city: 'Unknown city' }, { [FORM_ERROR]: 'Try again later' }];
    renderForm(async () => answers.shift());
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Aminah' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByLabelText('City')).toHaveFocus();
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Ipoh' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
