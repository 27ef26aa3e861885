import { render } from '@testing-library/react';
import { initI18n } from '../i18n';
import { NextServiceDay } from './NextServiceDay';

initI18n('en');

describe('NextServiceDay', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T04:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('marks a date already past as overdue', () => {
    const { container } = render(<NextServiceDay day="2026-03-09" />);
    expect(container.textContent).toBe('09/03/2026Overdue');
  });

  it('shows today and later dates as they are', () => {
    for (const day of ['2026-03-10', '2026-06-01']) {
      const { container, unmount } = render(<NextServiceDay day={day} />);
      expect(container.textContent).not.toContain('Overdue');
      unmount();
    }
  });

  it('shows none as a dash, never overdue', () => {
    const { container } = render(<NextServiceDay day="0001-01-01" />);
    expect(container.textContent).toBe('-');
  });
});
