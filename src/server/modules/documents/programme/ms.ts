import type { ProgrammeWords } from './words';

/** The terms and the manual in Bahasa Melayu: the same rules and figures as the English ones. */
export const programmeWordsMs: ProgrammeWords = {
  language: 'ms',
  numberLocale: 'ms-MY',
  programme: 'Program Kesetiaan Quartz',
  careline: '{{phone}}, 9 pagi hingga 5 petang, Isnin hingga Ahad, atau {{email}}',
  ranges: {
    3: 'Quartz INEO dan Quartz 9000 (sintetik penuh)',
    4: 'Quartz 8000 (separa sintetik) dan Quartz 7000 (semi-sintetik)',
  },

  terms: {
    title: 'Terma dan Syarat',
    subtitle: '{{programme}}: {{offer3}} dan {{offer4}}',
    subject: 'Terma dan syarat {{programme}}',
    keywords: ['{{programme}}', 'terma dan syarat', '{{offer3}}', '{{offer4}}'],
    sections: [
      {
        heading: '1. Program',
        blocks: [
          {
            paragraph:
              '{{programme}} ("Program") memberi ganjaran kepada ahli yang menukar minyak enjin di bengkel yang menyertai: ' +
              'bagi setiap kitaran servis yang lengkap, ahli memperoleh sebotol minyak enjin percuma.',
          },
        ],
      },
      {
        heading: '2. Siapa yang boleh menyertai',
        blocks: [
          {
            bullets: [
              'Individu berumur lebih 18 tahun yang memiliki lesen memandu yang sah, bagi kereta persendirian yang didaftarkan dan diservis di Semenanjung Malaysia.',
              'Program ini hanya untuk pengguna akhir. Kakitangan pembekal atau bengkel yang menyertai, dan sesiapa yang mempunyai kaitan dengan mereka, tidak boleh menyertai.',
              'Satu akaun bagi setiap nombor telefon bimbit. Nombor telefon bimbit disahkan dengan kod sekali guna yang dihantar melalui SMS dan tidak boleh ditukar oleh ahli; talian khidmat pelanggan menukarnya atas permintaan.',
              'Seorang ahli boleh mendaftarkan sehingga {{maxVehicles}} buah kereta. Kereta tambahan memerlukan kelulusan talian khidmat pelanggan.',
            ],
          },
        ],
      },
      {
        heading: '3. Dua tawaran',
        blocks: [
          {
            facts: [
              ['{{offer3}}', '{{ranges3}}: selepas 3 botol berbayar dalam satu kitaran servis, botol seterusnya percuma.'],
              ['{{offer4}}', '{{ranges4}}: selepas 4 botol berbayar dalam satu kitaran servis, botol seterusnya percuma.'],
            ],
          },
          {
            bullets: [
              'Tawaran sesuatu kitaran servis ditentukan oleh minyak servis pertamanya dan tidak berubah dalam kitaran itu.',
              'Botol percuma ialah minyak yang paling rendah nilainya antara minyak yang dibeli dalam kitaran itu. Ia tidak boleh dipindah milik atau ditukar kepada wang tunai.',
              'Satu kitaran milik satu bengkel. Servis yang dihantar di bengkel lain memulakan kitaran baharu; servis kitaran lama yang masih menunggu pengesahan diarkibkan.',
            ],
          },
        ],
      },
      {
        heading: '4. Menghantar servis',
        blocks: [
          {
            bullets: [
              'Setiap penukaran minyak dihantar dalam aplikasi web dengan ID bengkel, bacaan perbatuan semasa, varian minyak, kuantiti dan gambar atau imbasan resit.',
              'Resit mestilah fail JPEG, PNG atau PDF kurang daripada 10 MB ({{receiptKb}} KB atau lebih akan ditolak).',
              'Setiap servis ialah 1 atau 2 botol; botol percuma sentiasa 1 botol.',
              'Maksimum {{maxBottlesPerDay}} botol bagi setiap kereta sehari.',
              'Penukaran minyak terakhir kereta mestilah lebih daripada {{minDaysBetweenServices}} hari yang lalu, dan bacaan perbatuan tidak boleh lebih rendah daripada servis terakhir.',
            ],
          },
        ],
      },
      {
        heading: '5. Pengesahan',
        blocks: [
          {
            bullets: [
              'Bengkel mengesahkan setiap permintaan servis dengan mengimbas kod QR atau memasukkan ID Servisnya.',
              'Pengesahan dijangka dalam tempoh {{verificationDays}} hari. Permintaan yang tidak disahkan dalam tempoh {{verificationDays}} hari akan ditolak.',
              'Permintaan yang ditolak tidak dikira; sebabnya dimaklumkan kepada ahli dalam peti masuk dan ahli boleh menghantarnya semula. Permintaan dengan maklumat yang salah boleh dibatalkan.',
              'Hanya servis yang disahkan dikira ke arah botol percuma.',
            ],
          },
        ],
      },
      {
        heading: '6. Tempoh sah',
        blocks: [
          {
            paragraph:
              'Program ini sah selama {{programmeMonths}} bulan (3 tahun) bagi setiap kereta, dikira dari servis pertama kereta itu yang disahkan. ' +
              'Selepas tarikh itu, servis baharu tidak lagi boleh dihantar untuk kereta tersebut.',
          },
          {
            paragraph:
              'Selang servis yang disyorkan dalam aplikasi (setiap {{days3}} hari atau {{km3}} km ' +
              'bagi {{offer3}}, setiap {{days4}} hari atau {{km4}} km bagi {{offer4}}) hanyalah cadangan.',
          },
        ],
      },
      {
        heading: '7. Rujukan dan kempen',
        blocks: [
          {
            bullets: [
              'Ahli boleh menjemput rakan dengan kod rujukan. Perujuk menerima barangan selepas servis pertama rakan yang dirujuk disahkan.',
              'Kempen bermusim, seperti kempen servis dan pulangan tunai Tahun Baharu Cina, dijalankan di bawah terma tersendiri yang diterbitkan bersama kempen itu.',
            ],
          },
        ],
      },
      {
        heading: '8. Data peribadi',
        blocks: [
          {
            paragraph:
              'Data peribadi dikendalikan seperti yang diterangkan dalam Dasar Privasi di laman web. Ia disimpan sehingga 4 tahun selepas hubungan terakhir dengan ahli. ' +
              'Ahli boleh meminta talian khidmat pelanggan memadamkan data peribadinya pada bila-bila masa.',
          },
        ],
      },
      {
        heading: '9. Am',
        blocks: [
          {
            bullets: [
              'Pembekal boleh menamatkan keahlian atau menolak ganjaran jika Program disalahgunakan atau maklumat palsu diberikan.',
              'Pembekal boleh mengubah terma ini; versi semasa sentiasa versi yang diterbitkan di laman web.',
              'Sebarang pertanyaan boleh diajukan kepada talian khidmat pelanggan: {{careline}}.',
            ],
          },
        ],
      },
    ],
  },

  manual: {
    title: 'Manual Program',
    subtitle: 'Cara menyertai dan memperoleh botol percuma dalam {{programme}}',
    subject: 'Panduan ahli {{programme}}',
    keywords: ['{{programme}}', 'manual', 'cara ia berfungsi', '{{offer3}}', '{{offer4}}'],
    sections: [
      {
        heading: 'Langkah 1: Daftar',
        blocks: [
          {
            paragraph:
              'Daftar di laman web dengan nama penuh anda seperti dalam NRIC, tarikh lahir, nombor telefon bimbit, e-mel dan kata laluan. ' +
              'Masukkan kod 6 digit yang dihantar ke telefon anda melalui SMS untuk melengkapkan pendaftaran. Jika rakan menjemput anda, kod rujukannya diisikan untuk anda.',
          },
        ],
      },
      {
        heading: 'Langkah 2: Tambah kereta anda',
        blocks: [{ paragraph: 'Di Papan Pemuka Saya, pilih Tambah kenderaan dan masukkan jenama, model dan nombor plat. Anda boleh menambah sehingga {{maxVehicles}} buah kereta.' }],
      },
      {
        heading: 'Langkah 3: Servis di bengkel yang menyertai',
        blocks: [
          { paragraph: 'Cari bengkel yang menyertai dengan Pencari Bengkel, dan minta minyak enjin Quartz daripada salah satu daripada dua tawaran.' },
          {
            facts: [
              ['{{offer3}}', '{{ranges3}}. Disyorkan setiap {{days3}} hari atau {{km3}} km.'],
              ['{{offer4}}', '{{ranges4}}. Disyorkan setiap {{days4}} hari atau {{km4}} km.'],
            ],
          },
        ],
      },
      {
        heading: 'Langkah 4: Hantar servis anda',
        blocks: [
          {
            bullets: [
              'Pilih Tambah Servis pada kereta anda dan masukkan ID bengkel serta bacaan perbatuan semasa anda.',
              'Pilih varian minyak dan kuantiti (1 atau 2 botol).',
              'Muat naik resit anda (JPEG, PNG atau PDF kurang daripada 10 MB).',
              'Tunjukkan kod QR atau ID transaksi pada ringkasan kepada bengkel.',
            ],
          },
        ],
      },
      {
        heading: 'Langkah 5: Pengesahan dan botol percuma anda',
        blocks: [
          {
            paragraph:
              'Bengkel mengesahkan servis anda, biasanya dalam tempoh {{verificationDays}} hari. Setiap botol yang disahkan mengisi satu slot Kitaran Servis anda. ' +
              'Apabila kitaran penuh, servis anda yang seterusnya termasuk sebotol minyak percuma, iaitu minyak yang paling rendah nilainya antara yang anda beli dalam kitaran itu.',
          },
          {
            bullets: [
              'Tunggu lebih daripada {{minDaysBetweenServices}} hari antara penukaran minyak, dan hantar maksimum {{maxBottlesPerDay}} botol bagi setiap kereta sehari.',
              'Program kereta anda berjalan selama {{programmeMonths}} bulan dari servis pertamanya yang disahkan.',
              'Jika servis ditolak, sebabnya ada dalam peti masuk anda dan anda boleh menghantarnya semula.',
            ],
          },
        ],
      },
      {
        heading: 'Rujuk dan dapatkan',
        blocks: [{ paragraph: 'Kongsi pautan rujukan anda dari Rujuk & Dapatkan. Anda menerima barangan selepas servis pertama rakan anda disahkan.' }],
      },
      { heading: 'Minyak dalam tawaran {{offer3}}', blocks: [{ oils: 3, row: 'Pek {{packLitres}}L, SAE {{grade}}' }] },
      { heading: 'Minyak dalam tawaran {{offer4}}', blocks: [{ oils: 4, row: 'Pek {{packLitres}}L, SAE {{grade}}' }] },
      { heading: 'Perlukan bantuan?', blocks: [{ paragraph: 'Baca Soalan Lazim di laman web atau hubungi talian khidmat pelanggan: {{careline}}.' }] },
    ],
  },
};
