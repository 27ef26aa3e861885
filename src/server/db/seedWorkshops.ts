import { WorkshopStatus } from './schema';

/**
 * Participating workshops across Peninsular Malaysia, loaded on first start. Numbers are stored as
 * the accounts module stores mobile numbers (country code, no '+'), so registration can refuse them.
 */
export interface SeedWorkshop {
  workshop_id: string;
  name: string;
  address: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  mobile_number: string;
  tqac_workshop: boolean;
  status?: WorkshopStatus;
  listed?: boolean;
}

export const seedWorkshops: readonly SeedWorkshop[] = [
  // Kuala Lumpur
  { workshop_id: 'KL1001', name: 'Quartz Auto Care Cheras', address: '12, Jalan Cerdas, Taman Connaught, 56000 Cheras, Kuala Lumpur', state: 'Kuala Lumpur', latitude: 3.0829, longitude: 101.7362, mobile_number: '60391315588', tqac_workshop: true },
  { workshop_id: 'KL1002', name: 'Bengkel Kereta Sentul Jaya', address: '45, Jalan Sentul Pasar, Sentul, 51000 Kuala Lumpur', state: 'Kuala Lumpur', latitude: 3.1853, longitude: 101.6934, mobile_number: '60340422176', tqac_workshop: false },
  { workshop_id: 'KL1003', name: 'Quartz Auto Care Kepong', address: '23, Jalan Metro Perdana Barat 1, Taman Usahawan Kepong, 52100 Kuala Lumpur', state: 'Kuala Lumpur', latitude: 3.2149, longitude: 101.6401, mobile_number: '60362571903', tqac_workshop: true },
  { workshop_id: 'KL1004', name: 'Bangsar Motor Service Centre', address: '8, Jalan Telawi 5, Bangsar Baru, 59100 Kuala Lumpur', state: 'Kuala Lumpur', latitude: 3.1317, longitude: 101.6713, mobile_number: '60322829147', tqac_workshop: false },
  { workshop_id: 'KL1005', name: 'Wangsa Maju Auto Specialist', address: '31, Jalan 1/27A, Seksyen 1, Wangsa Maju, 53300 Kuala Lumpur', state: 'Kuala Lumpur', latitude: 3.2047, longitude: 101.7367, mobile_number: '60341426630', tqac_workshop: false },
  { workshop_id: 'KL1006', name: 'Quartz Auto Care Old Klang Road', address: '102, Jalan Klang Lama, Batu 3 1/2, 58000 Kuala Lumpur', state: 'Kuala Lumpur', latitude: 3.0938, longitude: 101.6784, mobile_number: '60379831265', tqac_workshop: true },
  // Selangor
  { workshop_id: 'SG2001', name: 'Quartz Auto Care Petaling Jaya', address: '18, Jalan SS 2/72, SS 2, 47300 Petaling Jaya, Selangor', state: 'Selangor', latitude: 3.1185, longitude: 101.6213, mobile_number: '60378743390', tqac_workshop: true },
  { workshop_id: 'SG2002', name: 'Subang Jaya Car Service', address: '7, Jalan SS 15/4B, SS 15, 47500 Subang Jaya, Selangor', state: 'Selangor', latitude: 3.0771, longitude: 101.5882, mobile_number: '60356312018', tqac_workshop: false },
  { workshop_id: 'SG2003', name: 'Quartz Auto Care Shah Alam', address: '22, Jalan Nelayan 19/B, Seksyen 19, 40300 Shah Alam, Selangor', state: 'Selangor', latitude: 3.0516, longitude: 101.5277, mobile_number: '60355420916', tqac_workshop: true },
  { workshop_id: 'SG2004', name: 'Klang Auto Workshop', address: '56, Jalan Kapar, 41400 Klang, Selangor', state: 'Selangor', latitude: 3.0607, longitude: 101.4469, mobile_number: '60333422581', tqac_workshop: false },
  { workshop_id: 'SG2005', name: 'Puchong Prima Motor', address: '3, Jalan Puteri 2/4, Bandar Puteri, 47100 Puchong, Selangor', state: 'Selangor', latitude: 3.0234, longitude: 101.6177, mobile_number: '60380608812', tqac_workshop: false },
  { workshop_id: 'SG2006', name: 'Quartz Auto Care Kajang', address: '15, Jalan Bukit, Taman Kajang Utama, 43000 Kajang, Selangor', state: 'Selangor', latitude: 2.9936, longitude: 101.7903, mobile_number: '60387363474', tqac_workshop: true },
  { workshop_id: 'SG2007', name: 'Rawang Service Centre', address: '9, Jalan Bandar Rawang 2, Pusat Bandar Rawang, 48000 Rawang, Selangor', state: 'Selangor', latitude: 3.3214, longitude: 101.5767, mobile_number: '60360924410', tqac_workshop: false },
  { workshop_id: 'SG2008', name: 'Seri Kembangan Auto Pro', address: '27, Jalan SK 10/2, Taman Sri Serdang, 43300 Seri Kembangan, Selangor', state: 'Selangor', latitude: 3.0219, longitude: 101.7056, mobile_number: '60389453021', tqac_workshop: false },
  { workshop_id: 'SG2009', name: 'Ampang Jaya Tyre & Service', address: '40, Jalan Mamanda 9, Taman Dato Ahmad Razali, 68000 Ampang, Selangor', state: 'Selangor', latitude: 3.1571, longitude: 101.7501, mobile_number: '60342566674', tqac_workshop: false, status: WorkshopStatus.Ceased },
  // Penang
  { workshop_id: 'PG3001', name: 'Quartz Auto Care Jelutong', address: '88, Jalan Jelutong, 11600 George Town, Pulau Pinang', state: 'Pulau Pinang', latitude: 5.3886, longitude: 100.3136, mobile_number: '6042812345', tqac_workshop: true },
  { workshop_id: 'PG3002', name: 'Bayan Lepas Motor Works', address: '5, Lebuh Bukit Kecil 6, Bayan Lepas, 11900 Pulau Pinang', state: 'Pulau Pinang', latitude: 5.2945, longitude: 100.2594, mobile_number: '6046443820', tqac_workshop: false },
  { workshop_id: 'PG3003', name: 'Butterworth Auto Service', address: '112, Jalan Raja Uda, 12300 Butterworth, Pulau Pinang', state: 'Pulau Pinang', latitude: 5.4172, longitude: 100.3824, mobile_number: '6043316627', tqac_workshop: false },
  { workshop_id: 'PG3004', name: 'Quartz Auto Care Bukit Mertajam', address: '20, Jalan Kulim, Taman Sri Rambai, 14000 Bukit Mertajam, Pulau Pinang', state: 'Pulau Pinang', latitude: 5.3631, longitude: 100.4631, mobile_number: '6045383419', tqac_workshop: true },
  // Johor
  { workshop_id: 'JH4001', name: 'Quartz Auto Care Johor Bahru', address: '33, Jalan Harimau Tarum, Taman Century, 80250 Johor Bahru, Johor', state: 'Johor', latitude: 1.4896, longitude: 103.7617, mobile_number: '6073327781', tqac_workshop: true },
  { workshop_id: 'JH4002', name: 'Skudai Car Care Centre', address: '14, Jalan Pendidikan 3, Taman Universiti, 81300 Skudai, Johor', state: 'Johor', latitude: 1.5376, longitude: 103.6290, mobile_number: '6075216640', tqac_workshop: false },
  { workshop_id: 'JH4003', name: 'Batu Pahat Motor Service', address: '61, Jalan Rahmat, 83000 Batu Pahat, Johor', state: 'Johor', latitude: 1.8510, longitude: 102.9320, mobile_number: '6074342218', tqac_workshop: false },
  { workshop_id: 'JH4004', name: 'Quartz Auto Care Kluang', address: '9, Jalan Mersing, 86000 Kluang, Johor', state: 'Johor', latitude: 2.0341, longitude: 103.3191, mobile_number: '6077723305', tqac_workshop: true },
  { workshop_id: 'JH4005', name: 'Muar Auto Specialist', address: '47, Jalan Abdullah, 84000 Muar, Johor', state: 'Johor', latitude: 2.0442, longitude: 102.5689, mobile_number: '6069523147', tqac_workshop: false },
  // Perak
  { workshop_id: 'PK5001', name: 'Quartz Auto Care Ipoh', address: '71, Jalan Sultan Idris Shah, 30000 Ipoh, Perak', state: 'Perak', latitude: 4.5975, longitude: 101.0901, mobile_number: '6052553190', tqac_workshop: true },
  { workshop_id: 'PK5002', name: 'Taiping Motor Garage', address: '16, Jalan Kota, 34000 Taiping, Perak', state: 'Perak', latitude: 4.8520, longitude: 100.7380, mobile_number: '6058072264', tqac_workshop: false },
  { workshop_id: 'PK5003', name: 'Teluk Intan Auto Service', address: '28, Jalan Changkat Jong, 36000 Teluk Intan, Perak', state: 'Perak', latitude: 4.0259, longitude: 101.0213, mobile_number: '6056213375', tqac_workshop: false },
  { workshop_id: 'PK5004', name: 'Sitiawan Car Service', address: '5, Jalan Lumut, Taman Sitiawan, 32000 Sitiawan, Perak', state: 'Perak', latitude: 4.2167, longitude: 100.7000, mobile_number: '6056918831', tqac_workshop: false },
  // Negeri Sembilan
  { workshop_id: 'NS6001', name: 'Quartz Auto Care Seremban', address: '19, Jalan Dato Bandar Tunggal, 70000 Seremban, Negeri Sembilan', state: 'Negeri Sembilan', latitude: 2.7258, longitude: 101.9424, mobile_number: '6067624418', tqac_workshop: true },
  { workshop_id: 'NS6002', name: 'Nilai Auto Works', address: '8, Jalan BBN 1/2, Putra Nilai, 71800 Nilai, Negeri Sembilan', state: 'Negeri Sembilan', latitude: 2.8136, longitude: 101.7989, mobile_number: '6067997120', tqac_workshop: false },
  { workshop_id: 'NS6003', name: 'Port Dickson Motor Service', address: '3, Jalan Pantai, 71000 Port Dickson, Negeri Sembilan', state: 'Negeri Sembilan', latitude: 2.5225, longitude: 101.7963, mobile_number: '6066471029', tqac_workshop: false },
  // Melaka
  { workshop_id: 'MK7001', name: 'Quartz Auto Care Melaka Raya', address: '24, Jalan Melaka Raya 8, Taman Melaka Raya, 75000 Melaka', state: 'Melaka', latitude: 2.1857, longitude: 102.2551, mobile_number: '6062823376', tqac_workshop: true },
  { workshop_id: 'MK7002', name: 'Ayer Keroh Car Centre', address: '11, Jalan KU 3, Taman Kota Uniku, 75450 Ayer Keroh, Melaka', state: 'Melaka', latitude: 2.2726, longitude: 102.2860, mobile_number: '6062316605', tqac_workshop: false },
  { workshop_id: 'MK7003', name: 'Alor Gajah Auto Service', address: '6, Jalan Dato Dol Said, 78000 Alor Gajah, Melaka', state: 'Melaka', latitude: 2.3804, longitude: 102.2089, mobile_number: '6065561142', tqac_workshop: false, status: WorkshopStatus.Ceased },
  // Pahang
  { workshop_id: 'PH8001', name: 'Quartz Auto Care Kuantan', address: '52, Jalan Beserah, 25300 Kuantan, Pahang', state: 'Pahang', latitude: 3.8238, longitude: 103.3360, mobile_number: '6095136682', tqac_workshop: true },
  { workshop_id: 'PH8002', name: 'Temerloh Motor Garage', address: '13, Jalan Ahmad Shah, 28000 Temerloh, Pahang', state: 'Pahang', latitude: 3.4502, longitude: 102.4177, mobile_number: '6092962204', tqac_workshop: false },
  { workshop_id: 'PH8003', name: 'Bentong Auto Care', address: '21, Jalan Loke Yew, 28700 Bentong, Pahang', state: 'Pahang', latitude: 3.5219, longitude: 101.9087, mobile_number: '6092223517', tqac_workshop: false },
  // Kedah
  { workshop_id: 'KD9001', name: 'Quartz Auto Care Alor Setar', address: '30, Jalan Sultan Badlishah, 05000 Alor Setar, Kedah', state: 'Kedah', latitude: 6.1248, longitude: 100.3678, mobile_number: '6047312259', tqac_workshop: true },
  { workshop_id: 'KD9002', name: 'Sungai Petani Car Service', address: '17, Jalan Ibrahim, 08000 Sungai Petani, Kedah', state: 'Kedah', latitude: 5.6470, longitude: 100.4877, mobile_number: '6044218830', tqac_workshop: false },
  { workshop_id: 'KD9003', name: 'Kulim Motor Works', address: '4, Jalan Tunku Putra, 09000 Kulim, Kedah', state: 'Kedah', latitude: 5.3649, longitude: 100.5617, mobile_number: '6044902276', tqac_workshop: false },
  // Kelantan
  { workshop_id: 'KT1101', name: 'Quartz Auto Care Kota Bharu', address: '65, Jalan Sultan Yahya Petra, 15200 Kota Bharu, Kelantan', state: 'Kelantan', latitude: 6.1184, longitude: 102.2486, mobile_number: '6097445103', tqac_workshop: true },
  { workshop_id: 'KT1102', name: 'Pasir Mas Auto Service', address: '10, Jalan Pasir Pekan, 17000 Pasir Mas, Kelantan', state: 'Kelantan', latitude: 6.0421, longitude: 102.1398, mobile_number: '6097904418', tqac_workshop: false },
  // Terengganu
  { workshop_id: 'TG1201', name: 'Quartz Auto Care Kuala Terengganu', address: '41, Jalan Sultan Zainal Abidin, 20000 Kuala Terengganu, Terengganu', state: 'Terengganu', latitude: 5.3302, longitude: 103.1408, mobile_number: '6096223391', tqac_workshop: true },
  { workshop_id: 'TG1202', name: 'Kemaman Motor Service', address: '7, Jalan Sulaimani, 24000 Chukai, Kemaman, Terengganu', state: 'Terengganu', latitude: 4.2321, longitude: 103.4212, mobile_number: '6098591176', tqac_workshop: false },
  { workshop_id: 'TG1203', name: 'Dungun Auto Centre', address: '15, Jalan Yahya Ahmad, 23000 Dungun, Terengganu', state: 'Terengganu', latitude: 4.7636, longitude: 103.4160, mobile_number: '6098484422', tqac_workshop: false },
  // A listed workshop with no coordinates yet: the locator drops it, submissions still work.
  { workshop_id: 'SG2010', name: 'Cyberjaya Service Hub', address: '2, Persiaran Multimedia, Cyber 7, 63000 Cyberjaya, Selangor', state: 'Selangor', latitude: null, longitude: null, mobile_number: '60383183309', tqac_workshop: false },
];

/**
 * The internal test workshops (domain.md): valid for submissions and hidden from the locator. They
 * exist only outside production, for trying the product end to end; production never seeds them.
 */
export const internalTestWorkshops: readonly SeedWorkshop[] = [
  { workshop_id: '8888', name: 'Internal Test Workshop 8888', address: 'Internal', state: 'Kuala Lumpur', latitude: null, longitude: null, mobile_number: '60300008888', tqac_workshop: false, listed: false },
  { workshop_id: '9999', name: 'Internal Test Workshop 9999', address: 'Internal', state: 'Kuala Lumpur', latitude: null, longitude: null, mobile_number: '60300009999', tqac_workshop: true, listed: false },
];

/** What a fresh database of this environment gets: the partners, and outside production the test workshops. */
export function workshopsToSeed(env: 'development' | 'production' | 'test'): readonly SeedWorkshop[] {
  return env === 'production' ? seedWorkshops : [...seedWorkshops, ...internalTestWorkshops];
}
