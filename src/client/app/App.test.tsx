import { render, screen } from '@testing-library/react';

function Hello() {
  return <h1>Quartz Loyalty Programme</h1>;
}

it('renders in jsdom', () => {
  render(<Hello />);
  expect(screen.getByRole('heading')).toHaveTextContent('Quartz Loyalty Programme');
});
