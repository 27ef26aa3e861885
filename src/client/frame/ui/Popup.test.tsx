import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { Popup } from './Popup';

initI18n('en');

describe('Popup', () => {
  it('is a modal dialog that takes focus, keeps Tab inside and locks the page scroll', () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <>
        <button type="button">outside</button>
        <Popup
          open
          icon="success"
          title="Done"
          message="Saved."
          onClose={onClose}
          actions={[
            { label: 'First', onClick: () => undefined },
            { label: 'Second', onClick: () => undefined, variant: 'secondary' },
          ]}
        />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Done' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Saved.');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    screen.getByRole('button', { name: 'Second' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <>
        <button type="button">outside</button>
        <Popup open={false} message="Saved." actions={[]} />
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('without onClose, Esc does not dismiss it', () => {
    const onClick = jest.fn();
    render(<Popup open icon="error" message="Failed" actions={[{ label: 'TRY AGAIN', onClick }]} />);
    const dialog = screen.getByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(onClick).toHaveBeenCalled();
  });
});
