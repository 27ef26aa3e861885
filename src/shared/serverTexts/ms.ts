import { CARELINE } from '../contract/loyalty';
import type { ServerTexts } from './en';

/** The server's texts in Bahasa Melayu: the same areas, keys and placeholders as `en.ts`. */
export const serverTextsMs: ServerTexts = {
  account: {
    captcha: 'Ralat pengesahan',
    invalidLogin: 'Nombor telefon bimbit atau kata laluan tidak sah',
    mobileRegistered: 'Nombor telefon bimbit ini telah didaftarkan',
    notEndConsumer: 'Bukan pengguna akhir',
    wrongCode: 'Kod pengesahan tidak sah',
    codeExpired: 'Kod pengesahan telah tamat tempoh. Sila minta kod baharu',
    tooManyTries: 'Terlalu banyak kod yang salah dimasukkan. Sila minta kod baharu',
    sendTooSoon: 'Sila tunggu sebentar sebelum meminta kod lain',
    sendLimit: 'Terlalu banyak kod telah diminta. Sila cuba lagi kemudian',
    wrongOldPassword: 'Kata laluan semasa tidak betul',
    unknownMobile: 'Nombor telefon bimbit ini tidak berdaftar',
    alreadyVerified: 'Nombor telefon bimbit ini telah pun disahkan',
    resetExpired: 'Tempoh set semula kata laluan ini telah tamat. Sila minta kod baharu',
    socialRegistered: 'Akaun media sosial ini telah pun didaftarkan',
    socialPassword: 'Kata laluan bagi akaun yang log masuk melalui akaun media sosial tidak boleh ditukar',
    surveyDone: 'Tinjauan ini telah pun dijawab',
    invalidRefreshToken: 'Sesi anda telah tamat. Sila log masuk semula',
    unauthorized: 'Sila log masuk untuk meneruskan',
    smsFailed: 'Kami tidak dapat menghantar SMS. Sila cuba lagi kemudian',
    tooManyRequests: 'Terlalu banyak permintaan. Sila cuba lagi kemudian',
    crossSite: 'Permintaan ini mesti datang daripada laman web program sendiri',
  },
  loyalty: {
    plateTaken: 'Nombor plat ini telah pun didaftarkan',
    vehicleLimit: `Anda telah mencapai had maksimum 4 kenderaan. Sila hubungi talian khidmat pelanggan kami di ${CARELINE} untuk menambah kenderaan.`,
    vehicleNotFound: 'Kenderaan tidak ditemui',
    cycleNotFound: 'Kitaran servis tidak ditemui',
    serviceNotFound: 'Servis tidak ditemui',
    workshopInvalid: 'Sila masukkan ID bengkel yang sah!',
    workshopCeased: 'Bengkel ini tidak lagi menyertai program ini. Sila masukkan ID Bengkel yang baharu.',
    mileageLower: 'Bacaan perbatuan semasa tidak boleh lebih rendah daripada bacaan perbatuan servis terakhir anda.',
    mileageBelowRegistered: 'Bacaan perbatuan semasa tidak boleh lebih rendah daripada bacaan perbatuan semasa kenderaan anda didaftarkan.',
    tooSoon: 'Penukaran minyak terakhir anda dibuat 30 hari yang lalu atau kurang. Sila hantar servis seterusnya selepas 30 hari.',
    dailyLimit: 'Setiap kenderaan hanya boleh diservis dengan maksimum 2 botol sehari.',
    programmeExpired: 'Program kesetiaan untuk kenderaan ini telah tamat pada {{date}}. Servis baharu tidak lagi boleh dihantar.',
    oilRequired: 'Sila pilih produk untuk meneruskan.',
    quantityRequired: 'Sila pilih kuantiti untuk meneruskan.',
    freeOilVariant: 'Botol percuma anda mestilah salah satu varian minyak yang terendah nilainya antara yang dibeli dalam kitaran ini.',
    freeOilQuantity: 'Botol percuma dihadkan kepada 1 botol.',
    quantityOverSlots: 'Kuantiti ini melebihi baki botol sebelum botol percuma anda.',
    awaitingVerification:
      'Servis anda yang sebelum ini masih menunggu pengesahan daripada bengkel. Sila cuba lagi selepas servis itu disahkan.',
    receiptRequired: 'Sila muat naik resit anda',
    receiptInvalid: 'Pastikan format resit anda ialah JPEG, PNG atau PDF dan saiz fail TIDAK MELEBIHI 10 MB',
    receiptDuplicate: 'Resit ini telah pun dihantar.',
    submissionOtherVehicle: 'Penghantaran ini telah dibuat untuk kenderaan lain. Sila mulakan penghantaran servis yang baharu.',
    serviceNotPending: 'Servis ini tidak lagi menunggu pengesahan',
    rejectReasonRequired: 'Sila nyatakan sebab penolakan',
    workshopKeyInvalid: 'Kunci bengkel tidak sah',
    verificationExpired: 'Tidak disahkan oleh bengkel dalam tempoh 5 hari',
  },
  campaign: {
    rewardNotFound: 'Ganjaran tidak ditemui',
    rewardRedeemed: 'Ganjaran ini telah pun ditebus',
    festiveNotServiced: 'Servis ini tidak disahkan dalam tempoh kempen',
    festiveNoService: 'Tiada servis yang layak ditemui untuk ID transaksi ini',
    festiveEntered: 'Penyertaan untuk servis ini telah pun diterima',
    festiveNameLocked: 'Nama penuh mestilah sama seperti dalam penyertaan anda yang terdahulu',
  },
  workshopApp: {
    unauthorized: 'Sila log masuk ke aplikasi bengkel',
    ownerOnly: 'Hanya pemilik bengkel boleh melakukan ini',
    staffExists: 'Nombor telefon bimbit ini sudah mempunyai akaun bengkel',
    staffIsMember: 'Nombor telefon bimbit ini milik ahli program',
    staffNotFound: 'Kakitangan tidak ditemui',
    cannotRemoveOwner: 'Pemilik tidak boleh dikeluarkan',
    nameRequired: 'Sila masukkan nama',
    ownerExists: 'Bengkel ini sudah mempunyai pemilik',
    workshopNotFound: 'Bengkel tidak ditemui',
    rejectReasonInvalid: 'Sila pilih sebab',
    otherReasonRequired: 'Sila nyatakan sebabnya',
    searchTooShort: 'Sila masukkan sekurang-kurangnya 3 huruf atau digit',
    subscriptionInvalid: 'Langganan pemberitahuan tidak sah',
  },
  rejectReasons: {
    unreadable_receipt: 'Resit tidak dapat dibaca',
    receipt_oil_mismatch: 'Resit tidak sepadan dengan minyak yang dihantar',
    wrong_workshop: 'Servis ini tidak dilakukan di bengkel ini',
    wrong_mileage: 'Bacaan perbatuan tidak betul',
    duplicate_receipt: 'Resit ini telah digunakan untuk servis lain',
  },
  http: {
    serverError: 'Pelayan kami menghadapi ralat. Sila cuba lagi kemudian.',
    serviceUnavailable: 'Perkhidmatan tidak dapat digunakan buat seketika. Sila cuba lagi sebentar lagi.',
    storageFull: 'Kami tidak dapat menyimpan resit anda sekarang kerana storan kami penuh. Sila cuba lagi kemudian.',
    tooManyRequests: 'Terlalu banyak permintaan. Sila cuba lagi kemudian.',
    tooLarge: 'Permintaan ini terlalu besar',
    tooComplex: 'Kandungan permintaan ini bersarang terlalu dalam atau mengandungi terlalu banyak item',
    uploadTooSlow: 'Muat naik ini tiba terlalu perlahan. Sila cuba lagi dengan sambungan yang lebih baik.',
    tooManyUploads: 'Satu lagi muat naik masih sedang berjalan. Sila tunggu sehingga ia selesai, kemudian cuba lagi.',
    unsupportedType: 'Jenis kandungan tidak disokong',
    documentNotFound: 'Dokumen tidak ditemui',
  },
  sms: {
    registrationCode:
      'Kod pengesahan Quartz Loyalty anda ialah {{code}}. Kod ini tamat tempoh dalam 10 minit. Jangan kongsi kod ini dengan sesiapa pun.',
    resetCode:
      'Kod set semula kata laluan Quartz Loyalty anda ialah {{code}}. Kod ini tamat tempoh dalam 10 minit. Jangan kongsi kod ini dengan sesiapa pun.',
    workshopStaffCode:
      'Kod aplikasi bengkel Quartz anda ialah {{code}}. Gunakannya untuk menetapkan kata laluan anda. Kod ini tamat tempoh dalam 10 minit. Jangan kongsi kod ini dengan sesiapa pun.',
    mobileChangeCode:
      'Quartz Loyalty: kod untuk memindahkan akaun anda ke nombor ini ialah {{code}}. Bacakan kod ini hanya kepada ejen careline Quartz dalam panggilan anda. Kod ini tamat tempoh dalam 10 minit.',
    mobileChanged:
      'Quartz Loyalty: nombor telefon akaun anda telah ditukar oleh careline kami kepada nombor yang berakhir dengan {{ending}}. Jika anda tidak memintanya, hubungi careline dengan segera.',
    festivePin:
      'Kempen Service & Cash8ack Quartz: PIN tambah nilai e-dompet RM{{amount}} anda ialah {{pin}} (servis {{code}}). Terima kasih kerana menservis kenderaan anda bersama Quartz!',
  },
  push: {
    verifiedTitle: 'Servis disahkan',
    verifiedBody: 'Servis anda {{code}} untuk {{plate}} telah disahkan oleh bengkel.',
    rejectedTitle: 'Servis tidak diluluskan',
    rejectedBody: 'Servis anda {{code}} untuk {{plate}} tidak diluluskan. Sebab: {{reason}}',
    freeBottleTitle: 'Anda telah memperoleh sebotol minyak percuma!',
    freeBottleBody: 'Penukaran minyak anda yang seterusnya untuk {{plate}} adalah percuma: {{oils}}.',
  },
  inbox: {
    sender: 'Program Kesetiaan Quartz',
    welcomeSubject: 'Selamat datang ke Program Kesetiaan Quartz',
    welcomeMessage:
      'Terima kasih! Pendaftaran anda telah lengkap. Seterusnya: daftarkan kenderaan anda, kemudian hantar penukaran ' +
      'minyak anda di bengkel yang menyertai untuk mula mengumpul botol ke arah botol percuma anda.',
    verifiedSubject: 'Servis disahkan',
    verifiedMessage:
      'Servis anda {{code}} untuk kenderaan {{plate}} telah disahkan oleh bengkel. Terima kasih kerana menservis kenderaan anda bersama Quartz!',
    rejectedSubject: 'Servis tidak diluluskan',
    rejectedMessage:
      'Servis anda {{code}} untuk kenderaan {{plate}} tidak diluluskan. Sebab: {{reason}}. ' +
      'Sila semak butiran anda dan hantar servis itu sekali lagi.',
    freeBottleSubject: 'Anda telah memperoleh sebotol minyak percuma!',
    freeBottleMessage:
      'Tahniah! Anda layak menerima minyak enjin berikut secara percuma untuk kenderaan {{plate}}: {{oils}}. ' +
      'Pilih minyak ini semasa anda menghantar servis seterusnya.',
    or: 'ATAU',
    plateReleasedSubject: 'Satu nombor plat telah dikeluarkan daripada akaun anda',
    plateReleasedMessage:
      'Careline kami telah mengeluarkan nombor plat {{plate}} daripada akaun anda atas permintaan pemilik berdaftarnya. ' +
      'Servis yang telah dihantar untuknya kekal dalam sejarah anda. Jika plat ini milik anda, sila hubungi careline.',
    plateFreedSubject: 'Anda kini boleh menambah kenderaan anda',
    plateFreedMessage: 'Careline kami telah melepaskan nombor plat {{plate}} daripada akaun lain. Anda kini boleh menambahnya di Kenderaan Saya.',
    referralSubject: 'Anda telah memperoleh ganjaran rujukan!',
    referralMessage:
      'Berita baik! Rakan anda {{friend}} telah melengkapkan servis pertamanya bersama Quartz, jadi anda telah memperoleh ' +
      'ganjaran barangan. Buka Rujuk & Dapatkan di papan pemuka anda dan sahkan butiran penghantaran anda untuk menuntutnya.',
    campaignEntrySubject: 'Penyertaan kempen diterima',
    campaignEntryPinSent:
      'Kami telah menerima penyertaan anda dalam Kempen Service & Cash8ack untuk servis {{code}}. ' +
      'PIN tambah nilai e-dompet RM{{amount}} anda telah dihantar melalui SMS ke +{{number}}.',
    campaignEntryPinPending:
      'Kami telah menerima penyertaan anda dalam Kempen Service & Cash8ack untuk servis {{code}}. ' +
      'PIN tambah nilai e-dompet RM{{amount}} anda akan dihantar melalui SMS ke +{{number}} sebaik sahaja ia tersedia.',
  },
};
