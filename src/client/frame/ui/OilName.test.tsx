import { render } from '@testing-library/react';
import { OilName } from './OilName';

describe('OilName', () => {
  it('keeps the grade in one unbreakable piece and the name whole', () => {
    const { container } = render(<OilName name="Quartz 9000 Energy 0W-40" />);
    expect(container).toHaveTextContent('Quartz 9000 Energy 0W-40');
    expect(Array.from(container.querySelectorAll('.oil-name__grade')).map((grade) => grade.textContent)).toEqual(['0W-40']);
  });

  it('keeps a standard such as GF-5 whole as well', () => {
    const { container } = render(<OilName name="Quartz 9000 Future GF-5 5W-30" />);
    expect(Array.from(container.querySelectorAll('.oil-name__grade')).map((grade) => grade.textContent)).toEqual(['GF-5', '5W-30']);
  });

  it('a two-digit grade too, and a name without a grade is left as it is', () => {
    expect(render(<OilName name="Quartz 7000 10W-40" />).container.querySelector('.oil-name__grade')).toHaveTextContent('10W-40');
    const plain = render(<OilName name="Quartz INEO" />).container;
    expect(plain).toHaveTextContent('Quartz INEO');
    expect(plain.querySelector('.oil-name__grade')).toBeNull();
  });
});
