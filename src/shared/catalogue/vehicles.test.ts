import { brandOptions, modelsOf, OTHERS, vehicleBrands } from './vehicles';

describe('vehicle brands', () => {
  it('offers at least 40 brands with unique names, in alphabetical order', () => {
    const names = vehicleBrands.map((entry) => entry.brand);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
    expect(names[0]).toBe('Alfa Romeo');
    expect(names[names.length - 1]).toBe('Volvo');
  });

  it.each(['Perodua', 'Proton', 'Naza', 'Toyota', 'Honda', 'Mercedes-Benz', 'Inokom', 'Hino'])('includes %s', (brand) => {
    expect(vehicleBrands.some((entry) => entry.brand === brand)).toBe(true);
  });

  it.each(vehicleBrands.map((entry) => [entry.brand, entry.models] as const))(
    '%s lists unique models and ends with Others',
    (_, models) => {
      expect(models.length).toBeGreaterThanOrEqual(3);
      expect(models[models.length - 1]).toBe(OTHERS);
      expect(models.indexOf(OTHERS)).toBe(models.length - 1);
      expect(new Set(models).size).toBe(models.length);
    },
  );

  it('does not list Others as a catalogue brand, but offers it last in the select', () => {
    expect(vehicleBrands.some((entry) => entry.brand === OTHERS)).toBe(false);
    expect(brandOptions[brandOptions.length - 1]).toBe(OTHERS);
    expect(brandOptions).toHaveLength(vehicleBrands.length + 1);
  });

  it.each([
    ['Perodua', 'Myvi', true],
    ['Proton', 'Saga', true],
    ['Toyota', 'Vios', true],
    ['Perodua', 'Saga', false],
  ])('modelsOf(%j) includes %j: %j', (brand, model, included) => {
    expect(modelsOf(brand).includes(model)).toBe(included);
  });

  it.each([OTHERS, 'Trabant', ''])('modelsOf(%j) is empty', (brand) => {
    expect(modelsOf(brand)).toEqual([]);
  });
});
