/**
 * Vehicle brands and models offered by the add-vehicle form (spec section 3, 'Vehicle brand list').
 * Each model list ends with Others, and the brand select offers Others too: both then take free text.
 */

export const OTHERS = 'Others';

export interface VehicleBrand {
  readonly brand: string;
  readonly models: readonly string[];
}

export const vehicleBrands: readonly VehicleBrand[] = [
  { brand: 'Alfa Romeo', models: ['147', '156', '159', 'Giulia', 'Giulietta', 'Stelvio', 'Tonale', OTHERS] },
  { brand: 'Audi', models: ['A1', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'Q2', 'Q3', 'Q5', 'Q7', 'Q8', 'TT', OTHERS] },
  { brand: 'Bentley', models: ['Bentayga', 'Continental GT', 'Flying Spur', 'Mulsanne', OTHERS] },
  {
    brand: 'BMW',
    models: [
      '1 Series', '2 Series', '3 Series', '4 Series', '5 Series', '6 Series', '7 Series', '8 Series',
      'X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'Z4', OTHERS,
    ],
  },
  { brand: 'BYD', models: ['Atto 3', 'Dolphin', 'e6', 'M6', 'Seal', 'Sealion 7', OTHERS] },
  { brand: 'Chery', models: ['Eastar', 'Omoda 5', 'Tiggo 4 Pro', 'Tiggo 7 Pro', 'Tiggo 8 Pro', OTHERS] },
  {
    brand: 'Chevrolet',
    models: ['Aveo', 'Captiva', 'Colorado', 'Cruze', 'Optra', 'Orlando', 'Sonic', 'Spark', 'Trax', OTHERS],
  },
  { brand: 'Citroen', models: ['Berlingo', 'C3', 'C4', 'C4 Picasso', 'C5', 'C5 Aircross', 'Grand C4 Picasso', OTHERS] },
  { brand: 'Daihatsu', models: ['Charade', 'Copen', 'Gran Max', 'Sirion', 'Terios', OTHERS] },
  {
    brand: 'Ferrari',
    models: ['296 GTB', '488', '812 Superfast', 'F8 Tributo', 'Portofino', 'Purosangue', 'Roma', 'SF90 Stradale', OTHERS],
  },
  { brand: 'Ford', models: ['EcoSport', 'Everest', 'Fiesta', 'Focus', 'Kuga', 'Mustang', 'Ranger', OTHERS] },
  { brand: 'Geely', models: ['Azkarra', 'Coolray', 'EX5', 'Okavango', OTHERS] },
  { brand: 'Haval', models: ['H2', 'H6', 'Jolion', OTHERS] },
  { brand: 'Hino', models: ['300 Series', '500 Series', '700 Series', OTHERS] },
  {
    brand: 'Honda',
    models: [
      'Accord', 'BR-V', 'City', 'City Hatchback', 'Civic', 'CR-V', 'HR-V', 'Jazz', 'Odyssey', 'Stream', 'WR-V', OTHERS,
    ],
  },
  {
    brand: 'Hyundai',
    models: ['Elantra', 'Getz', 'i10', 'i30', 'Ioniq', 'Kona', 'Santa Fe', 'Sonata', 'Starex', 'Staria', 'Tucson', OTHERS],
  },
  { brand: 'Infiniti', models: ['Q30', 'Q50', 'QX50', 'QX60', 'QX70', OTHERS] },
  { brand: 'Inokom', models: ['Atos', 'Getz', 'Lorimas', 'Matrix', 'Santa Fe', OTHERS] },
  { brand: 'Isuzu', models: ['D-Max', 'MU-X', 'Trooper', OTHERS] },
  { brand: 'Jaguar', models: ['E-Pace', 'F-Pace', 'F-Type', 'XE', 'XF', 'XJ', OTHERS] },
  { brand: 'Jeep', models: ['Cherokee', 'Compass', 'Grand Cherokee', 'Renegade', 'Wrangler', OTHERS] },
  {
    brand: 'Kia',
    models: ['Carnival', 'Cerato', 'Forte', 'Niro', 'Optima', 'Picanto', 'Rio', 'Seltos', 'Sorento', 'Sportage', 'Stonic', OTHERS],
  },
  { brand: 'Lamborghini', models: ['Aventador', 'Huracan', 'Revuelto', 'Urus', OTHERS] },
  {
    brand: 'Land Rover',
    models: [
      'Defender', 'Discovery', 'Discovery Sport', 'Range Rover', 'Range Rover Evoque', 'Range Rover Sport',
      'Range Rover Velar', OTHERS,
    ],
  },
  { brand: 'Lexus', models: ['ES', 'IS', 'LS', 'LX', 'NX', 'RX', 'UX', OTHERS] },
  { brand: 'Maserati', models: ['Ghibli', 'GranTurismo', 'Grecale', 'Levante', 'Quattroporte', OTHERS] },
  {
    brand: 'Mazda',
    models: ['BT-50', 'CX-3', 'CX-30', 'CX-5', 'CX-8', 'CX-9', 'Mazda2', 'Mazda3', 'Mazda6', 'MX-5', OTHERS],
  },
  {
    brand: 'Mercedes-Benz',
    models: [
      'A-Class', 'B-Class', 'C-Class', 'CLA', 'CLS', 'E-Class', 'G-Class', 'GLA', 'GLB', 'GLC', 'GLE', 'GLS',
      'S-Class', 'V-Class', OTHERS,
    ],
  },
  { brand: 'MG', models: ['HS', 'MG3', 'MG4', 'MG5', 'MG6', 'ZS', OTHERS] },
  { brand: 'MINI', models: ['Clubman', 'Convertible', 'Cooper', 'Cooper S', 'Countryman', OTHERS] },
  {
    brand: 'Mitsubishi',
    models: ['ASX', 'Attrage', 'Grandis', 'Lancer', 'Mirage', 'Outlander', 'Pajero', 'Pajero Sport', 'Triton', 'Xpander', OTHERS],
  },
  { brand: 'Naza', models: ['Citra', 'Forza', 'Ria', 'Sorento', 'Sutera', OTHERS] },
  {
    brand: 'Nissan',
    models: [
      'Almera', 'Grand Livina', 'Kicks', 'Latio', 'Leaf', 'Navara', 'Note', 'Serena', 'Sentra', 'Sylphy', 'Teana',
      'X-Trail', OTHERS,
    ],
  },
  {
    brand: 'Perodua',
    models: [
      'Alza', 'Aruz', 'Ativa', 'Axia', 'Bezza', 'Kancil', 'Kelisa', 'Kembara', 'Kenari', 'Myvi', 'Nautica', 'Rusa',
      'Viva', OTHERS,
    ],
  },
  { brand: 'Peugeot', models: ['2008', '208', '3008', '308', '408', '5008', '508', OTHERS] },
  { brand: 'Porsche', models: ['718 Boxster', '718 Cayman', '911', 'Cayenne', 'Macan', 'Panamera', 'Taycan', OTHERS] },
  {
    brand: 'Proton',
    models: [
      'Ertiga', 'Exora', 'Gen-2', 'Inspira', 'Iriz', 'Perdana', 'Persona', 'Preve', 'S70', 'Saga', 'Satria', 'Savvy',
      'Suprima S', 'Waja', 'Wira', 'X50', 'X70', 'X90', OTHERS,
    ],
  },
  { brand: 'Renault', models: ['Captur', 'Clio', 'Fluence', 'Kadjar', 'Koleos', 'Megane', 'Zoe', OTHERS] },
  { brand: 'Skoda', models: ['Fabia', 'Karoq', 'Kodiaq', 'Octavia', 'Superb', OTHERS] },
  { brand: 'Ssangyong', models: ['Korando', 'Musso', 'Rexton', 'Stavic', 'Tivoli', OTHERS] },
  { brand: 'Subaru', models: ['BRZ', 'Forester', 'Impreza', 'Legacy', 'Outback', 'WRX', 'XV', OTHERS] },
  { brand: 'Suzuki', models: ['APV', 'Ertiga', 'Jimny', 'Swift', 'SX4', 'Vitara', OTHERS] },
  { brand: 'Tesla', models: ['Model 3', 'Model S', 'Model X', 'Model Y', OTHERS] },
  {
    brand: 'Toyota',
    models: [
      'Alphard', 'Avanza', 'C-HR', 'Camry', 'Corolla Altis', 'Corolla Cross', 'Estima', 'Fortuner', 'Harrier', 'Hiace',
      'Hilux', 'Innova', 'Land Cruiser', 'Prius', 'Rush', 'Vellfire', 'Veloz', 'Vios', 'Wish', 'Yaris', OTHERS,
    ],
  },
  {
    brand: 'Volkswagen',
    models: ['Arteon', 'Beetle', 'Golf', 'Jetta', 'Passat', 'Polo', 'Tiguan', 'Touran', 'Vento', OTHERS],
  },
  { brand: 'Volvo', models: ['S60', 'S90', 'V40', 'V60', 'XC40', 'XC60', 'XC90', OTHERS] },
];

const byBrand = new Map(vehicleBrands.map((entry) => [entry.brand, entry.models]));

/** The model list of a catalogue brand; the Others brand and unknown brands have none. */
export function modelsOf(brand: string): readonly string[] {
  return byBrand.get(brand) ?? [];
}

/** The brand select's options: the catalogue brands, then Others. */
export const brandOptions: readonly string[] = [...vehicleBrands.map((entry) => entry.brand), OTHERS];
