import { oilsInTab } from '../../../shared/catalogue/oils';
import { careline } from '../../../shared/contract/content';
import {
  MAX_BOTTLES_PER_DAY,
  MAX_VEHICLES,
  MIN_DAYS_BETWEEN_SERVICES,
  NEXT_SERVICE_INTERVAL,
  PROGRAMME_MONTHS,
  VERIFICATION_WINDOW_DAYS,
} from '../../../shared/loyalty/constants';
import { RECEIPT_MAX_BYTES } from '../../../shared/rules/receipt';
import { bullets, facts, paragraph, type DocumentContent } from './content';
import { offerName } from './productSheet';

/** The terms and the manual in Bahasa Melayu: the same rules and figures as the English ones. */
const PROGRAMME = 'Program Kesetiaan Quartz';
const CARELINE_LINE = `${careline.phone}, 9 pagi hingga 5 petang, Isnin hingga Ahad, atau ${careline.email}`;
const km = (value: number) => value.toLocaleString('ms-MY');
const rangesOf = (tab: 3 | 4) =>
  tab === 3 ? 'Quartz INEO dan Quartz 9000 (sintetik penuh)' : 'Quartz 8000 (separa sintetik) dan Quartz 7000 (semi-sintetik)';

export function termsAndConditionsMs(): DocumentContent {
  return {
    language: 'ms',
    fileName: 'terms-and-conditions.pdf',
    title: 'Terma dan Syarat',
    subtitle: `${PROGRAMME}: ${offerName(3, 'ms')} dan ${offerName(4, 'ms')}`,
    subject: `Terma dan syarat ${PROGRAMME}`,
    keywords: [PROGRAMME, 'terma dan syarat', offerName(3, 'ms'), offerName(4, 'ms')],
    sections: [
      {
        heading: '1. Program',
        blocks: [
          paragraph(
            `${PROGRAMME} ("Program") memberi ganjaran kepada ahli yang menukar minyak enjin di bengkel yang menyertai: ` +
              'bagi setiap kitaran servis yang lengkap, ahli memperoleh sebotol minyak enjin percuma.',
          ),
        ],
      },
      {
        heading: '2. Siapa yang boleh menyertai',
        blocks: [
          bullets(
            'Individu berumur lebih 18 tahun yang memiliki lesen memandu yang sah, bagi kereta persendirian yang didaftarkan dan diservis di Semenanjung Malaysia.',
            'Program ini hanya untuk pengguna akhir. Kakitangan pembekal atau bengkel yang menyertai, dan sesiapa yang mempunyai kaitan dengan mereka, tidak boleh menyertai.',
            'Satu akaun bagi setiap nombor telefon bimbit. Nombor telefon bimbit disahkan dengan kod sekali guna yang dihantar melalui SMS dan tidak boleh ditukar oleh ahli; talian khidmat pelanggan menukarnya atas permintaan.',
            `Seorang ahli boleh mendaftarkan sehingga ${MAX_VEHICLES} buah kereta. Kereta tambahan memerlukan kelulusan talian khidmat pelanggan.`,
          ),
        ],
      },
      {
        heading: '3. Dua tawaran',
        blocks: [
          facts([
            [offerName(3, 'ms'), `${rangesOf(3)}: selepas 3 botol berbayar dalam satu kitaran servis, botol seterusnya percuma.`],
            [offerName(4, 'ms'), `${rangesOf(4)}: selepas 4 botol berbayar dalam satu kitaran servis, botol seterusnya percuma.`],
          ]),
          bullets(
            'Tawaran sesuatu kitaran servis ditentukan oleh minyak servis pertamanya dan tidak berubah dalam kitaran itu.',
            'Botol percuma ialah minyak yang paling rendah nilainya antara minyak yang dibeli dalam kitaran itu. Ia tidak boleh dipindah milik atau ditukar kepada wang tunai.',
            'Satu kitaran milik satu bengkel. Servis yang dihantar di bengkel lain memulakan kitaran baharu; servis kitaran lama yang masih menunggu pengesahan diarkibkan.',
          ),
        ],
      },
      {
        heading: '4. Menghantar servis',
        blocks: [
          bullets(
            'Setiap penukaran minyak dihantar dalam aplikasi web dengan ID bengkel, bacaan perbatuan semasa, varian minyak, kuantiti dan gambar atau imbasan resit.',
            `Resit mestilah fail JPEG, PNG atau PDF kurang daripada 10 MB (${km(RECEIPT_MAX_BYTES / 1024)} KB atau lebih akan ditolak).`,
            'Setiap servis ialah 1 atau 2 botol; botol percuma sentiasa 1 botol.',
            `Maksimum ${MAX_BOTTLES_PER_DAY} botol bagi setiap kereta sehari.`,
            `Penukaran minyak terakhir kereta mestilah lebih daripada ${MIN_DAYS_BETWEEN_SERVICES} hari yang lalu, dan bacaan perbatuan tidak boleh lebih rendah daripada servis terakhir.`,
          ),
        ],
      },
      {
        heading: '5. Pengesahan',
        blocks: [
          bullets(
            'Bengkel mengesahkan setiap permintaan servis dengan mengimbas kod QR atau memasukkan ID Servisnya.',
            `Pengesahan dijangka dalam tempoh ${VERIFICATION_WINDOW_DAYS} hari. Permintaan yang tidak disahkan dalam tempoh ${VERIFICATION_WINDOW_DAYS} hari akan ditolak.`,
            'Permintaan yang ditolak tidak dikira; sebabnya dimaklumkan kepada ahli dalam peti masuk dan ahli boleh menghantarnya semula. Permintaan dengan maklumat yang salah boleh dibatalkan.',
            'Hanya servis yang disahkan dikira ke arah botol percuma.',
          ),
        ],
      },
      {
        heading: '6. Tempoh sah',
        blocks: [
          paragraph(
            `Program ini sah selama ${PROGRAMME_MONTHS} bulan (3 tahun) bagi setiap kereta, dikira dari servis pertama kereta itu yang disahkan. ` +
              'Selepas tarikh itu, servis baharu tidak lagi boleh dihantar untuk kereta tersebut.',
          ),
          paragraph(
            `Selang servis yang disyorkan dalam aplikasi (setiap ${NEXT_SERVICE_INTERVAL[3].days} hari atau ${km(NEXT_SERVICE_INTERVAL[3].km)} km ` +
              `bagi ${offerName(3, 'ms')}, setiap ${NEXT_SERVICE_INTERVAL[4].days} hari atau ${km(NEXT_SERVICE_INTERVAL[4].km)} km bagi ${offerName(4, 'ms')}) hanyalah cadangan.`,
          ),
        ],
      },
      {
        heading: '7. Rujukan dan kempen',
        blocks: [
          bullets(
            'Ahli boleh menjemput rakan dengan kod rujukan. Perujuk menerima barangan selepas servis pertama rakan yang dirujuk disahkan.',
            'Kempen bermusim, seperti kempen servis dan pulangan tunai Tahun Baharu Cina, dijalankan di bawah terma tersendiri yang diterbitkan bersama kempen itu.',
          ),
        ],
      },
      {
        heading: '8. Data peribadi',
        blocks: [
          paragraph(
            'Data peribadi dikendalikan seperti yang diterangkan dalam Dasar Privasi di laman web. Ia disimpan sehingga 4 tahun selepas hubungan terakhir dengan ahli. ' +
              'Ahli boleh meminta talian khidmat pelanggan memadamkan data peribadinya pada bila-bila masa.',
          ),
        ],
      },
      {
        heading: '9. Am',
        blocks: [
          bullets(
            'Pembekal boleh menamatkan keahlian atau menolak ganjaran jika Program disalahgunakan atau maklumat palsu diberikan.',
            'Pembekal boleh mengubah terma ini; versi semasa sentiasa versi yang diterbitkan di laman web.',
            `Sebarang pertanyaan boleh diajukan kepada talian khidmat pelanggan: ${CARELINE_LINE}.`,
          ),
        ],
      },
    ],
  };
}

export function programmeManualMs(): DocumentContent {
  const oilRows = (tab: 3 | 4): [string, string][] => oilsInTab(tab).map((oil) => [oil.name, `Pek ${oil.packLitres}L, SAE ${oil.grade}`]);
  return {
    language: 'ms',
    fileName: 'programme-manual.pdf',
    title: 'Manual Program',
    subtitle: `Cara menyertai dan memperoleh botol percuma dalam ${PROGRAMME}`,
    subject: `Panduan ahli ${PROGRAMME}`,
    keywords: [PROGRAMME, 'manual', 'cara ia berfungsi', offerName(3, 'ms'), offerName(4, 'ms')],
    sections: [
      {
        heading: 'Langkah 1: Daftar',
        blocks: [
          paragraph(
            'Daftar di laman web dengan nama penuh anda seperti dalam Kad Pengenalan, tarikh lahir, nombor telefon bimbit, e-mel dan kata laluan. ' +
              'Masukkan kod 6 digit yang dihantar ke telefon anda melalui SMS untuk melengkapkan pendaftaran. Jika rakan menjemput anda, kod rujukannya diisikan untuk anda.',
          ),
        ],
      },
      {
        heading: 'Langkah 2: Tambah kereta anda',
        blocks: [paragraph(`Di Papan Pemuka Saya, pilih Tambah kenderaan dan masukkan jenama, model dan nombor plat. Anda boleh menambah sehingga ${MAX_VEHICLES} buah kereta.`)],
      },
      {
        heading: 'Langkah 3: Servis di bengkel yang menyertai',
        blocks: [
          paragraph('Cari bengkel yang menyertai dengan Pencari Bengkel, dan minta minyak enjin Quartz daripada salah satu daripada dua tawaran.'),
          facts([
            [offerName(3, 'ms'), `${rangesOf(3)}. Disyorkan setiap ${NEXT_SERVICE_INTERVAL[3].days} hari atau ${km(NEXT_SERVICE_INTERVAL[3].km)} km.`],
            [offerName(4, 'ms'), `${rangesOf(4)}. Disyorkan setiap ${NEXT_SERVICE_INTERVAL[4].days} hari atau ${km(NEXT_SERVICE_INTERVAL[4].km)} km.`],
          ]),
        ],
      },
      {
        heading: 'Langkah 4: Hantar servis anda',
        blocks: [
          bullets(
            'Pilih Tambah Servis pada kereta anda dan masukkan ID bengkel serta bacaan perbatuan semasa anda.',
            'Pilih varian minyak dan kuantiti (1 atau 2 botol).',
            'Muat naik resit anda (JPEG, PNG atau PDF kurang daripada 10 MB).',
            'Tunjukkan kod QR atau ID transaksi pada ringkasan kepada bengkel.',
          ),
        ],
      },
      {
        heading: 'Langkah 5: Pengesahan dan botol percuma anda',
        blocks: [
          paragraph(
            `Bengkel mengesahkan servis anda, biasanya dalam tempoh ${VERIFICATION_WINDOW_DAYS} hari. Setiap botol yang disahkan mengisi satu slot Kitaran Servis anda. ` +
              'Apabila kitaran penuh, servis anda yang seterusnya termasuk sebotol minyak percuma, iaitu minyak yang paling rendah nilainya antara yang anda beli dalam kitaran itu.',
          ),
          bullets(
            `Tunggu lebih daripada ${MIN_DAYS_BETWEEN_SERVICES} hari antara penukaran minyak, dan hantar maksimum ${MAX_BOTTLES_PER_DAY} botol bagi setiap kereta sehari.`,
            `Program kereta anda berjalan selama ${PROGRAMME_MONTHS} bulan dari servis pertamanya yang disahkan.`,
            'Jika servis ditolak, sebabnya ada dalam peti masuk anda dan anda boleh menghantarnya semula.',
          ),
        ],
      },
      {
        heading: 'Rujuk dan dapatkan',
        blocks: [paragraph('Kongsi pautan rujukan anda dari Rujuk & Dapatkan. Anda menerima barangan selepas servis pertama rakan anda disahkan.')],
      },
      { heading: `Minyak dalam tawaran ${offerName(3, 'ms')}`, blocks: [facts(oilRows(3))] },
      { heading: `Minyak dalam tawaran ${offerName(4, 'ms')}`, blocks: [facts(oilRows(4))] },
      { heading: 'Perlukan bantuan?', blocks: [paragraph(`Baca Soalan Lazim di laman web atau hubungi talian khidmat pelanggan: ${CARELINE_LINE}.`)] },
    ],
  };
}
